// `blog layout frames`: a JSON array of cases in, the same array with "actual" frames added out.
import Foundation
import Layout

extension FlexCase {
    /// Adds `"actual": {"ltr": …, "rtl": …}` to every case of a JSON array (as UTF-8 data) that can be
    /// read, and returns those cases as pretty-printed JSON with sorted keys, with an error for each
    /// case that cannot (naming the case and the JSON path of the bad value): one bad case never hides
    /// the others.
    /// - Throws: `FlexJSONError` when the file as a whole is not a JSON array.
    public static func addingActualFrames(to data: Data) throws(FlexJSONError) -> (json: Data, errors: [FlexJSONError]) {
        if let error = JSONNestingCheck.error(in: data) { throw error }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw FlexJSONError(caseName: "-", message: "not valid JSON: \(error.localizedDescription)")
        }
        guard let cases = json as? [Any] else { throw FlexJSONError(caseName: "-", message: "the file must hold a JSON array of cases") }
        var output: [Any] = []
        var errors: [FlexJSONError] = []
        for (index, item) in cases.enumerated() {
            let flexCase: FlexCase
            do { flexCase = try FlexCase(json: item, index: index) } catch {
                errors.append(error)
                continue
            }
            var object = item as? [String: Any] ?? [:]
            object["actual"] = ["ltr": flexCase.frames(direction: .ltr), "rtl": flexCase.frames(direction: .rtl)]
            output.append(object)
        }
        do {
            return (try JSONSerialization.data(withJSONObject: output, options: [.prettyPrinted, .sortedKeys]), errors)
        } catch {
            throw FlexJSONError(caseName: "-", message: "cannot write JSON: \(error.localizedDescription)")
        }
    }
}
