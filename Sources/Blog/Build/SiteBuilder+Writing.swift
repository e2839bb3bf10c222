// The last step of a build: render what changed, write it (staged swap or in place), record the caches.
import Foundation
import Parallel

/// One output file after rendering.
private struct WrittenFile: Sendable {
    var path: String
    var entry: OutputCacheEntry
    var isChanged: Bool
    var wasRendered: Bool
    var error: OutputError?
    /// In place, the bytes to write once every file has rendered (nil when unchanged or already written).
    var pending: Data? = nil
}

extension SiteBuilder {
    /// Renders and writes `run.specs`, then the search index made meanwhile, per `options.outputMode`, filling the
    /// counts of `report`. `owned` lists the files the output folder held that an earlier build wrote (its
    /// manifest): the only ones a first in-place build may remove.
    func write(_ run: BuildRun, options: BuildOptions, owned: Set<String>, report: inout BuildReport) throws(OutputError) {
        guard let library = run.library else { return }
        let fingerprint = run.theme.fingerprint
        let themeStylesDiagrams = DiagramStyles.themeHasStyleSheet(run.theme)
        let previous = outputCache
        let keepsBytes = cachesOutput
        let output = options.outputFolder
        report.fileCount = run.specs.count
        var staged: StagedOutput?
        switch options.outputMode {
        case .staged: staged = try StagedOutput.begin(output: output, paths: Set(run.specs.map(\.path)))
        case .planOnly: return
        case .inPlace:
            staged = nil
            do { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) } catch {
                throw OutputError(path: output.path, message: "Cannot create the output folder: \(error.localizedDescription)")
            }
        }
        let destination = staged?.staging ?? output
        let isInPlace = staged == nil

        // A file rendered if need be and written; nil when an earlier build wrote it in place from the same inputs.
        @Sendable func writeFile(_ spec: PageSpec) -> WrittenFile? {
            let old = previous[spec.path]
            var wasRendered = false
            var bytes: Data?
            var knownHash: UInt64?
            if let old, old.themeFingerprint == fingerprint, let cached = old.bytes, old.source == spec.source {
                if isInPlace { return nil }
                bytes = cached
                knownHash = old.hash
            }
            do throws(OutputError) {
                if bytes == nil {
                    func render(_ name: String, _ context: ContextValue) throws(OutputError) -> Data {
                        do { return Data(try library.render(context, templateNamed: name, capacity: 32_768) ?? []) } catch {
                            throw OutputError(path: error.location.description, message: error.message)
                        }
                    }
                    switch spec.source {
                    case .template(let name, let context):
                        bytes = try render(name, context)
                        wasRendered = true
                    case .deferred(let name, let context):
                        bytes = try render(name, context.make())
                        wasRendered = true
                    case .bytes(let data):
                        bytes = data
                    case .copy(let url, _, _):
                        bytes = try OutputFiles.read(url)
                    }
                    if wasRendered, !themeStylesDiagrams, let page = bytes {
                        bytes = DiagramStyles.addingStyleSheet(to: page)
                    }
                }
                let data = bytes ?? Data()
                // A one-shot build into a fresh folder compares nothing: no hash needed.
                let hashValue = knownHash ?? (previous.isEmpty && !keepsBytes ? 0 : {
                    var hash = FNV1a()
                    hash.add(data)
                    return hash.value
                }())
                var isChanged = old == nil || old!.hash != hashValue
                if isInPlace {
                    // Files this builder wrote before and whose bytes are unchanged are not looked at again.
                    if old == nil, let existing = FileManager.default.contents(atPath: destination.path + "/" + spec.path),
                       existing == data {
                        isChanged = false
                    }
                } else {
                    try OutputFiles.write(data, to: spec.path, in: destination, atomically: false)
                }
                let entry = OutputCacheEntry(source: spec.source, themeFingerprint: fingerprint, hash: hashValue,
                                             bytes: keepsBytes ? data : nil)
                // In place, nothing is written until every file has rendered: a page that fails leaves the served site
                // as it was, not half replaced.
                return WrittenFile(path: spec.path, entry: entry, isChanged: isChanged, wasRendered: wasRendered, error: nil,
                                   pending: isInPlace && isChanged ? data : nil)
            } catch {
                let entry = OutputCacheEntry(source: spec.source, themeFingerprint: fingerprint, hash: 0, bytes: nil)
                return WrittenFile(path: spec.path, entry: entry, isChanged: true, wasRendered: wasRendered, error: error)
            }
        }
        var specs = run.specs
        var outcomes = Parallel.map(specs, writeFile)
        // The search index, made while the pages above were written, is written after them.
        if let index = run.searchIndexWrittenLast?.specs() {
            staged?.add(index.map(\.path))
            outcomes += Parallel.map(index, writeFile)
            specs += index
            for spec in index { report.sourceMap?.owners[spec.path] = .generated }
        }
        report.fileCount = specs.count
        var files = outcomes.compactMap { $0 }
        if let failure = files.first(where: { $0.error != nil })?.error {
            staged?.discard()
            outputCache = [:]
            throw failure
        }
        if isInPlace {
            // All or none: a full disk while writing leaves every served file as it was.
            do throws(OutputError) {
                try OutputFiles.writeAllOrNone(files.compactMap { file in file.pending.map { (file.path, $0) } }, in: destination)
            } catch {
                outputCache = [:]
                throw error
            }
            for index in files.indices { files[index].pending = nil }
        }

        // What to remove: after a first build, what this builder wrote last time and no longer produces.
        // The paths written: a staged build has them already.
        func produced() -> Set<String> { staged?.paths ?? Set(specs.map(\.path)) }
        var removed: [String]
        if previous.isEmpty {
            let produced = produced()
            removed = owned.filter { !produced.contains($0) }
        } else if previous.count == specs.count && specs.allSatisfy({ previous[$0.path] != nil }) {
            removed = []
        } else {
            let produced = produced()
            removed = previous.keys.filter { !produced.contains($0) }
        }
        if isInPlace {
            OutputFiles.remove(removed, in: output)
            if previous.isEmpty || !removed.isEmpty || files.contains(where: { previous[$0.path] == nil }) {
                try OutputFiles.write(OutputManifest.text(produced()), to: OutputManifest.fileName, in: output, atomically: true)
            }
        } else {
            staged!.removeStaleFiles()
            do { try staged!.swap() } catch {
                staged!.discard()
                throw error
            }
        }
        removed.sort()
        if keepsBytes {
            // Files skipped above keep their entries; the rest are updated.
            var cache = isInPlace ? previous : [:]
            for path in removed { cache.removeValue(forKey: path) }
            for file in files { cache[file.path] = file.entry }
            outputCache = cache
        } else {
            outputCache = [:]
        }
        report.removedPaths = removed
        report.changedPaths = (files.filter(\.isChanged).map(\.path) + removed).sorted()
        report.renderedPageCount = files.filter(\.wasRendered).count
    }
}
