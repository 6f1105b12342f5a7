// Course exercise: protocols with default implementations in extensions, and overriding them
protocol Describable {
    var name: String { get }
    func describe() -> String
    func shout() -> String
}

extension Describable {
    func describe() -> String {
        "This is \(name)"
    }

    func shout() -> String {
        describe().uppercased() + "!"
    }

    // Not a requirement: always statically dispatched.
    func whisper() -> String {
        "(\(name.lowercased()))"
    }
}

struct Book: Describable {
    let name: String
}

struct Song: Describable {
    let name: String
    let artist: String

    func describe() -> String {
        "\(name) by \(artist)"
    }

    func whisper() -> String {
        "song whisper"
    }
}

protocol Priced {
    var price: Double { get }
}

extension Priced {
    var priceTag: String { "$\(price)" }
}

extension Book: Priced {
    var price: Double { 12.5 }
}

let items: [any Describable] = [Book(name: "Dune"), Song(name: "Yesterday", artist: "The Beatles")]
for item in items {
    print(item.describe())
    print(item.shout())
    print(item.whisper())
}
let song = Song(name: "Imagine", artist: "John Lennon")
print(song.whisper())
print(Book(name: "Emma").priceTag)
print("is priced: \(items.map { $0 is Priced })")

// expect: This is Dune
// expect: THIS IS DUNE!
// expect: (dune)
// expect: Yesterday by The Beatles
// expect: YESTERDAY BY THE BEATLES!
// expect: (yesterday)
// expect: song whisper
// expect: $12.5
// expect: is priced: [true, false]
