// View-model style protocol with default implementations in an extension, used by two screens (expected output from swiftc 6.3.1 on Linux)
import Foundation

protocol ListViewModel {
    associatedtype Item
    var title: String { get }
    var items: [Item] { get }
    func text(for item: Item) -> String
}

extension ListViewModel {
    var isEmpty: Bool { items.isEmpty }
    var headerText: String {
        isEmpty ? "\(title) (no items)" : "\(title) (\(items.count))"
    }
    func rows() -> [String] {
        items.enumerated().map { index, item in "\(index + 1). \(text(for: item))" }
    }
    func render() {
        print(headerText)
        rows().forEach { print("  " + $0) }
    }
}

struct Contact {
    let first: String
    let last: String
    let favorite: Bool
}

struct ContactsViewModel: ListViewModel {
    let contacts: [Contact]
    var title: String { "Contacts" }
    var items: [Contact] {
        contacts.sorted { ($0.last, $0.first) < ($1.last, $1.first) }
    }
    func text(for item: Contact) -> String {
        let star = item.favorite ? " *" : ""
        return "\(item.last), \(item.first)\(star)"
    }
}

struct DownloadsViewModel: ListViewModel {
    var sizes: [String: Int]
    var title: String { "Downloads" }
    var items: [(String, Int)] { sizes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    func text(for item: (String, Int)) -> String {
        let mb = Double(item.1) / 1_048_576
        return "\(item.0) — " + String(format: "%.1f MB", mb)
    }
}

let contacts = ContactsViewModel(contacts: [
    Contact(first: "Ada", last: "Lovelace", favorite: true),
    Contact(first: "Grace", last: "Hopper", favorite: false),
    Contact(first: "Alan", last: "Kay", favorite: false),
    Contact(first: "Barbara", last: "Hopper", favorite: true),
])
contacts.render()

var downloads = DownloadsViewModel(sizes: [:])
downloads.render()
downloads.sizes = ["video.mp4": 73_400_320, "notes.pdf": 524_288, "archive.zip": 15_728_640]
downloads.render()

// expect: Contacts (4)
// expect:   1. Hopper, Barbara *
// expect:   2. Hopper, Grace
// expect:   3. Kay, Alan
// expect:   4. Lovelace, Ada *
// expect: Downloads (no items)
// expect: Downloads (3)
// expect:   1. archive.zip — 15.0 MB
// expect:   2. notes.pdf — 0.5 MB
// expect:   3. video.mp4 — 70.0 MB
