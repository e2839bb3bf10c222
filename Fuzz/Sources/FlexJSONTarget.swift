// Fuzzes flex JSON (`blog layout frames`): every error names a case; output deterministic and valid JSON.
import Foundation
import Layout
import LayoutJSON

enum FlexJSONTarget: FuzzTarget {
    static let name = "flex-json"

    static func run(_ input: Data) {
        do {
            let output = try FlexCase.addingActualFrames(to: input)
            Promise.check((try? JSONSerialization.jsonObject(with: output.json)) != nil, "the output is not JSON")
            for error in output.errors {
                Promise.check(!error.caseName.isEmpty && !error.message.isEmpty, "an error without a case or message: \(error)")
            }
            let again = try? FlexCase.addingActualFrames(to: input)
            Promise.check(again?.json == output.json && again?.errors == output.errors, "laying out twice differs")
        } catch {
            Promise.check(!error.caseName.isEmpty && !error.message.isEmpty, "an error without a case or message: \(error)")
        }
    }
}
