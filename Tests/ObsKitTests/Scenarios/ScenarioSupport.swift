@testable import ObsKit
import Testing

/// Runs a script in a fresh session and returns what it printed; a script error fails the test.
func play(_ script: String, fileName: String = "scenario.swift", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let result = Playback.run(script, fileName: fileName, in: Session())
    if let error = result.error {
        Issue.record("script failed:\n\(error.rendered())", sourceLocation: sourceLocation)
    }
    return result.output
}

/// The model most lessons use: a counter that says when it is made and destroyed.
let counterModel = """
    final class CounterVM: ObservableObject {
        @Published var count = 0
        let tag: Int
        init(tag: Int = 0) { self.tag = tag; print("CounterVM \\(tag) init") }
        deinit { print("CounterVM \\(tag) deinit") }
        func inc() { count += 1 }
    }

    """
