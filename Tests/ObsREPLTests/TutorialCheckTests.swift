import Foundation
import Testing

/// Every tutorial in `tutorials/` passes `obsrepl check` (each step prints what it shows; each exercise's
/// solution satisfies its checks).
@Suite struct TutorialCheckTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tutorials")

    static let tutorials: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()

    @Test func thereAreTutorials() {
        #expect(Self.tutorials.count >= 1)
    }

    @Test(arguments: tutorials)
    func tutorialChecks(_ name: String) throws {
        let run = try CommandLineTests.obsrepl(["check", Self.folder.appendingPathComponent(name).path])
        #expect(run.status == 0, "\(name):\n\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix(" 0 failed\n"))
    }

    /// The README's sample session is a transcript too: it must stay a real run.
    @Test func readmeSessionIsARealRun() throws {
        let readme = Self.folder.deletingLastPathComponent().appendingPathComponent("README.md")
        let run = try CommandLineTests.obsrepl(["check", readme.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(" passed, 0 failed\n"))
        #expect(!run.stdout.contains(" 0 passed"))
    }

    @Test func checkReportsADiffAndFails() throws {
        let file = TestScratch.folder.appendingPathComponent("obsrepl-\(UUID().uuidString).md")
        try "# Broken\n\n```obs\nobs> print(1 + 1)\n3\n```\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CommandLineTests.obsrepl(["check", file.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("-3\n+2\n"))
        let update = try CommandLineTests.obsrepl(["check", "--update", file.path])
        #expect(update.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "# Broken\n\n```obs\nobs> print(1 + 1)\n2\n```\n")
    }
}
