@testable import ObsKit
import Testing

/// Bad input gets an error and loses nothing: each of these once crashed the shell or could.
@Suite struct BadInputTests {
    static let inputs = [
        ":advance 99999999999999h", ":advance -1s", ":log -5", ":log many", ":bind x = Nope.y", ":why #999",
        ":tap", ":type \"a\" into", ":pick \"a\" in \"b\"", ":mount 1", ":trace maybe", ":tutorial 01",
        "let a = [1, 2, 3]; a[10]", "1 / 0", "func f() -> Int { f() }; f()",
    ]

    @Test(arguments: inputs)
    func errorsAndTheSessionGoesOn(_ input: String) {
        let session = Session()
        Playback.run("var kept = 41\n", fileName: "before.swift", in: session)
        let bad = Playback.run(input + "\n", fileName: "bad.swift", in: session)
        #expect(bad.error != nil, "\(input) gave no error")
        let after = Playback.run("kept += 1\nprint(kept)\n", fileName: "after.swift", in: session)
        #expect(after.output == "42\n")
    }
}
