// Concurrency tutorial: read-only subscripts with async and async throws getters
enum LookupError: Error {
    case outOfRange(Int)
}

actor Library {
    private var books = ["Dune", "Emma", "Ulysses", "Beloved"]

    subscript(index: Int) -> String? {
        index < books.count ? books[index] : nil
    }

    func add(_ title: String) { books.append(title) }
}

struct RemotePlaylist {
    let songs: [String]

    subscript(position: Int) -> String {
        get async throws {
            guard songs.indices.contains(position) else {
                throw LookupError.outOfRange(position)
            }
            try await Task.sleep(for: .milliseconds(1))
            return songs[position]
        }
    }

    subscript(prefix prefix: Character) -> [String] {
        get async {
            songs.filter { $0.first == prefix }
        }
    }
}

let library = Library()
print("Book 0: \(await library[0] ?? "none")")
print("Book 3: \(await library[3] ?? "none")")
print("Book 9: \(await library[9] ?? "none")")
await library.add("Hamlet")
print("Book 4: \(await library[4] ?? "none")")

let playlist = RemotePlaylist(songs: ["Yesterday", "Help!", "Hey Jude", "Let It Be"])
for position in [1, 2, 7] {
    do {
        let song = try await playlist[position]
        print("Song \(position): \(song)")
    } catch {
        print("Song \(position): \(error)")
    }
}
print("Songs starting with H: \(await playlist[prefix: "H"])")
// expect: Book 0: Dune
// expect: Book 3: Beloved
// expect: Book 9: none
// expect: Book 4: Hamlet
// expect: Song 1: Help!
// expect: Song 2: Hey Jude
// expect: Song 7: outOfRange(7)
// expect: Songs starting with H: ["Help!", "Hey Jude"]
