// Swift by Sundell style (protocol with initializer requirement): a Decodable-like FromRow protocol with init?(row:) and a generic loader that builds any conforming model
protocol FromRow {
    init?(row: [String: String])
    static var table: String { get }
}

extension FromRow {
    static var table: String { String(describing: self).lowercased() + "s" }
}

struct User: FromRow {
    let name: String
    let age: Int
    init?(row: [String: String]) {
        guard let name = row["name"], let age = row["age"].flatMap(Int.init) else { return nil }
        self.name = name
        self.age = age
    }
}

struct Tag: FromRow {
    let label: String
    init?(row: [String: String]) {
        guard let label = row["label"], !label.isEmpty else { return nil }
        self.label = label
    }
    static var table: String { "labels" }
}

func load<T: FromRow>(_ type: T.Type, from rows: [[String: String]]) -> (loaded: [T], skipped: Int) {
    let models = rows.compactMap(T.init(row:))
    print("loading \(T.table): \(models.count) of \(rows.count)")
    return (models, rows.count - models.count)
}

let userRows = [["name": "Ana", "age": "31"], ["name": "Bo"], ["name": "Cy", "age": "x"], ["name": "Di", "age": "27"]]
let users = load(User.self, from: userRows)
print(users.loaded.map { "\($0.name)(\($0.age))" }, "skipped", users.skipped)

let tags: (loaded: [Tag], skipped: Int) = load(Tag.self, from: [["label": "swift"], ["label": ""], [:]])
print(tags.loaded.map(\.label), tags.skipped)
print(User.table, Tag.table)

// expect: loading users: 2 of 4
// expect: ["Ana(31)", "Di(27)"] skipped 2
// expect: loading labels: 1 of 3
// expect: ["swift"] 2
// expect: users labels
