// App model layer: a notes store with tags, pinned notes, tag counts and ranked keyword search
struct Note: Identifiable {
    let id: Int
    var title: String
    var body: String
    var tags: Set<String>
    var isPinned = false
    var updatedAt: Int
}

struct NotesStore {
    private(set) var notes: [Note] = []

    mutating func add(_ title: String, _ body: String, tags: [String], at time: Int) {
        notes.append(Note(id: notes.count + 1, title: title, body: body, tags: Set(tags.map { $0.lowercased() }), updatedAt: time))
    }

    mutating func pin(_ id: Int) {
        if let i = notes.firstIndex(where: { $0.id == id }) { notes[i].isPinned = true }
    }

    var listOrder: [Note] {
        notes.sorted { a, b in
            a.isPinned != b.isPinned ? a.isPinned : a.updatedAt > b.updatedAt
        }
    }

    var tagCounts: [(tag: String, count: Int)] {
        notes.flatMap(\.tags)
            .reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { (tag: $0.key, count: $0.value) }
    }

    func search(_ text: String) -> [(Note, Int)] {
        let words = text.lowercased().split(separator: " ").map(String.init)
        return notes.compactMap { note -> (Note, Int)? in
            let title = note.title.lowercased(), body = note.body.lowercased()
            var score = 0
            for word in words {
                if title.contains(word) { score += 3 }
                if body.contains(word) { score += 1 }
                if note.tags.contains(word) { score += 2 }
            }
            return score > 0 ? (note, score) : nil
        }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.id < $1.0.id }
    }
}

var store = NotesStore()
store.add("Swift tips", "Use guard let and value types", tags: ["Swift", "dev"], at: 10)
store.add("Groceries", "milk, eggs, swift delivery", tags: ["home"], at: 30)
store.add("Trip plan", "Book hotel in Lisbon", tags: ["travel", "home"], at: 20)
store.add("Actor notes", "actors isolate state in Swift", tags: ["swift", "dev", "concurrency"], at: 40)
store.pin(3)

print(store.listOrder.map { ($0.isPinned ? "📌" : "") + $0.title })
print(store.tagCounts.map { "\($0.tag)(\($0.count))" }.joined(separator: " "))
for (note, score) in store.search("swift") { print("swift: \(note.title) score \(score)") }
for (note, score) in store.search("home hotel") { print("home hotel: \(note.title) score \(score)") }
print("no match: \(store.search("kotlin").count)")

// expect: ["📌Trip plan", "Actor notes", "Groceries", "Swift tips"]
// expect: dev(2) home(2) swift(2) concurrency(1) travel(1)
// expect: swift: Swift tips score 5
// expect: swift: Actor notes score 3
// expect: swift: Groceries score 1
// expect: home hotel: Trip plan score 3
// expect: home hotel: Groceries score 2
// expect: no match: 0
