// `blog layout frames`: a JSON array of cases in, the same array with "actual" frames added out.
import Foundation

extension FlexCase {
    /// Adds `"actual": {"ltr": …, "rtl": …}` to every case of a JSON array (as UTF-8 data) and returns
    /// the array as pretty-printed JSON with sorted keys.
    /// - Throws: `FlexJSONError` naming the case and key of the first problem.
    public static func addingActualFrames(to data: Data) throws(FlexJSONError) -> Data {
        if let error = JSONNestingCheck.error(in: data) { throw error }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw FlexJSONError(caseName: "-", message: "not valid JSON: \(error.localizedDescription)")
        }
        guard let cases = json as? [Any] else { throw FlexJSONError(caseName: "-", message: "the file must hold a JSON array of cases") }
        var output: [Any] = []
        for (index, item) in cases.enumerated() {
            let flexCase = try FlexCase(json: item, index: index)
            var object = item as? [String: Any] ?? [:]
            object["actual"] = ["ltr": flexCase.frames(direction: .ltr), "rtl": flexCase.frames(direction: .rtl)]
            output.append(object)
        }
        do {
            return try JSONSerialization.data(withJSONObject: output, options: [.prettyPrinted, .sortedKeys])
        } catch {
            throw FlexJSONError(caseName: "-", message: "cannot write JSON: \(error.localizedDescription)")
        }
    }
}
