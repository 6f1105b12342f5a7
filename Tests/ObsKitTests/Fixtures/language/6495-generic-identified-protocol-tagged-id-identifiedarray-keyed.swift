// Point-Free style (Tagged identifiers): a generic Identified protocol with a Tagged ID, an IdentifiedArray keyed by ID, and Codable round-trip of the raw value
// known-gap: line 1: expected "2 test true", got "1 write false"
import Foundation

struct Tagged<Tag, RawValue: Hashable & Codable>: Hashable, Codable, CustomStringConvertible {
    let rawValue: RawValue
    init(_ raw: RawValue) { rawValue = raw }
    init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(RawValue.self) }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
    var description: String { "\(rawValue)" }
}

protocol Identified { associatedtype ID: Hashable; var id: ID { get } }

struct IdentifiedArray<Element: Identified>: RandomAccessCollection {
    private var ids: [Element.ID] = []
    private var byID: [Element.ID: Element] = [:]
    init(_ elements: [Element]) { elements.forEach { self.upsert($0) } }

    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }
    subscript(i: Int) -> Element { byID[ids[i]]! }

    subscript(id id: Element.ID) -> Element? {
        get { byID[id] }
        set {
            if let newValue { upsert(newValue) } else if byID.removeValue(forKey: id) != nil { ids.removeAll { $0 == id } }
        }
    }

    mutating func upsert(_ e: Element) {
        if byID.updateValue(e, forKey: e.id) == nil { ids.append(e.id) }
    }
}

struct Todo: Identified, Codable {
    typealias ID = Tagged<Todo, Int>
    let id: ID
    var title: String
    var done = false
}

var todos = IdentifiedArray([Todo(id: .init(1), title: "write"), Todo(id: .init(2), title: "test"), Todo(id: .init(3), title: "ship")])
todos[id: .init(2)]?.done = true
todos[id: .init(1)] = nil
todos.upsert(Todo(id: .init(3), title: "ship it"))
todos.upsert(Todo(id: .init(4), title: "rest"))
for t in todos { print(t.id, t.title, t.done) }
print(todos.count, todos[id: .init(1)] == nil, todos.map(\.id.rawValue))

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(Array(todos))
print(String(decoding: data, as: UTF8.self))
let decoded = try! JSONDecoder().decode([Todo].self, from: data)
print(decoded.map(\.id) == todos.map(\.id), decoded[0].id == Todo.ID(2))

// expect: 2 test true
// expect: 3 ship it false
// expect: 4 rest false
// expect: 3 true [2, 3, 4]
// expect: [{"done":true,"id":2,"title":"test"},{"done":false,"id":3,"title":"ship it"},{"done":false,"id":4,"title":"rest"}]
// expect: true true
