// Callback-style API: completion handlers with Result, escaping closures stored in a queue and run later (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Photo {
    let id: Int
    let title: String
}

enum NetworkError: Error {
    case notFound(Int)
    case offline
}

final class FakeClient {
    var isOnline = true
    private var pending: [() -> Void] = []
    private let library = [1: "Harbor at dawn", 2: "Desert road", 5: "City lights"]

    func fetchPhoto(id: Int, completion: @escaping (Result<Photo, NetworkError>) -> Void) {
        let online = isOnline
        pending.append { [library] in
            guard online else { completion(.failure(.offline)); return }
            if let title = library[id] {
                completion(.success(Photo(id: id, title: title)))
            } else {
                completion(.failure(.notFound(id)))
            }
        }
    }

    func flush() {
        let work = pending
        pending.removeAll()
        work.forEach { $0() }
    }
}

let client = FakeClient()
var log: [String] = []

for id in [2, 3, 5] {
    client.fetchPhoto(id: id) { result in
        switch result {
        case .success(let photo): log.append("got #\(photo.id) \(photo.title)")
        case .failure(.notFound(let missing)): log.append("missing #\(missing)")
        case .failure(.offline): log.append("offline")
        }
    }
}
print("before flush:", log.count)
client.flush()
log.forEach { print($0) }

client.isOnline = false
client.fetchPhoto(id: 1) { print("while offline:", (try? $0.get())?.title ?? "failed") }
client.isOnline = true
client.fetchPhoto(id: 1) { print("back online:", (try? $0.get())?.title ?? "failed") }
client.flush()

func loadAll(ids: [Int], completion: @escaping ([String]) -> Void) {
    var titles: [String] = []
    var remaining = ids.count
    for id in ids {
        client.fetchPhoto(id: id) { result in
            titles.append((try? result.get().title) ?? "?")
            remaining -= 1
            if remaining == 0 { completion(titles) }
        }
    }
}
loadAll(ids: [5, 4, 1]) { print("all loaded:", $0) }
client.flush()

// expect: before flush: 0
// expect: got #2 Desert road
// expect: missing #3
// expect: got #5 City lights
// expect: while offline: failed
// expect: back online: Harbor at dawn
// expect: all loaded: ["City lights", "?", "Harbor at dawn"]
