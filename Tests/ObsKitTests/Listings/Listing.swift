import Foundation
import Testing

/// The series' listings, read at test time from the team's listings folder beside the checkout
/// (they stay there: test data, not copied into the project), with their kinds from that folder's README.
/// A clone without that folder skips the tests that read it (`isAvailable`); the behaviours they pin are
/// also pinned by fixtures of our own code (Fixtures/mistakes/README.md lists which).
struct Listing: CustomTestStringConvertible, Sendable {
    enum Kind: String, Sendable {
        case declarations, member, modifier
    }

    let name: String
    let kind: Kind

    var testDescription: String { name }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/listings")

    /// Whether the team's listings folder is beside this checkout.
    static let isAvailable = FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path)

    /// Why the listing tests did not run, shown by Swift Testing when they are skipped.
    static let skipReason: Comment = "needs the team's listings folder ../shared/listings beside the checkout"

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every `.swift` file of the folder, with the kind its README's table gives (declarations if absent).
    static func all() -> [Listing] {
        let readme = (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        var kinds: [String: Kind] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| 0") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count >= 2, let kind = Kind(rawValue: cells[1]) { kinds[cells[0]] = kind }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            Listing(name: name, kind: kinds[String(name.dropLast(".swift".count))] ?? .declarations)
        }
    }
}
