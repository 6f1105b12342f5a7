// Swift by Sundell style (polymorphic decoding): a discriminator field picks the concrete type behind a protocol
import Foundation

protocol Animal {
    var name: String { get }
    func sound() -> String
}

struct Dog: Animal, Decodable {
    var name: String
    var breed: String
    func sound() -> String { "\(name) the \(breed) says woof" }
}

struct Cat: Animal, Decodable {
    var name: String
    var lives: Int
    func sound() -> String { "\(name) purrs (\(lives) lives left)" }
}

struct Parrot: Animal, Decodable {
    var name: String
    var words: [String]
    func sound() -> String { "\(name) says " + words.joined(separator: ", ") }
}

enum AnimalKind: String, Decodable {
    case dog, cat, parrot
}

struct AnyAnimal: Decodable {
    let base: Animal

    private enum CodingKeys: String, CodingKey { case kind }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(AnimalKind.self, forKey: .kind) {
        case .dog: base = try Dog(from: decoder)
        case .cat: base = try Cat(from: decoder)
        case .parrot: base = try Parrot(from: decoder)
        }
    }
}

let json = """
[
  {"kind": "dog", "name": "Rex", "breed": "collie"},
  {"kind": "cat", "name": "Mittens", "lives": 7},
  {"kind": "parrot", "name": "Kiwi", "words": ["hello", "cracker"]},
  {"kind": "cat", "name": "Shadow", "lives": 9}
]
"""

let zoo = try JSONDecoder().decode([AnyAnimal].self, from: Data(json.utf8)).map(\.base)
for animal in zoo {
    print(animal.sound())
}
let cats = zoo.compactMap { $0 as? Cat }
print("cats:", cats.map(\.name), "total lives:", cats.reduce(0) { $0 + $1.lives })
print("names sorted:", zoo.map(\.name).sorted())

// expect: Rex the collie says woof
// expect: Mittens purrs (7 lives left)
// expect: Kiwi says hello, cracker
// expect: Shadow purrs (9 lives left)
// expect: cats: ["Mittens", "Shadow"] total lives: 16
// expect: names sorted: ["Kiwi", "Mittens", "Rex", "Shadow"]
