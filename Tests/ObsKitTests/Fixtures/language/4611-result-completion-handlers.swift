// App code style: completion handlers delivering Result values
enum APIError: Error, Equatable {
    case unauthorized
    case notFound(id: Int)
    case decoding(String)
}

struct Post: CustomStringConvertible {
    let id: Int
    let title: String
    var description: String { "Post#\(id)(\(title))" }
}

final class FakeClient {
    var token: String?
    private var store: [Int: String] = [1: "Hello", 2: "Enums", 3: "??"]
    private(set) var requestCount = 0

    func fetchPost(id: Int, completion: (Result<Post, APIError>) -> Void) {
        requestCount += 1
        guard token != nil else { return completion(.failure(.unauthorized)) }
        guard let raw = store[id] else { return completion(.failure(.notFound(id: id))) }
        guard raw != "??" else { return completion(.failure(.decoding("bad title for \(id)"))) }
        completion(.success(Post(id: id, title: raw)))
    }

    func fetchAll(ids: [Int], completion: (Result<[Post], APIError>) -> Void) {
        var posts: [Post] = []
        for id in ids {
            var failure: APIError?
            fetchPost(id: id) { result in
                switch result {
                case .success(let p): posts.append(p)
                case .failure(let e): failure = e
                }
            }
            if let f = failure { return completion(.failure(f)) }
        }
        completion(.success(posts))
    }
}

let client = FakeClient()
client.fetchPost(id: 1) { print("anon:", $0) }
client.token = "abc"
for id in [1, 2, 3, 4] {
    client.fetchPost(id: id) { result in
        switch result {
        case .success(let post):
            print("loaded \(post)")
        case .failure(.notFound(let missing)):
            print("no post \(missing)")
        case .failure(let other):
            print("failed: \(other)")
        }
    }
}

client.fetchAll(ids: [1, 2]) { r in
    print("all:", (try? r.get().map(\.title)) ?? [])
}
client.fetchAll(ids: [2, 9, 1]) { r in
    if case .failure(let e) = r { print("all failed with \(e)") }
}

// Transform a Result in the handler
var titles: [String] = []
for id in 1...3 {
    client.fetchPost(id: id) { r in
        let upper = r.map { $0.title.uppercased() }
        titles.append((try? upper.get()) ?? "<\(id) missing>")
    }
}
print(titles)
print("requests made: \(client.requestCount)")

// Convert to throwing API
func loadTitle(_ c: FakeClient, _ id: Int) throws -> String {
    var out: Result<Post, APIError> = .failure(.unauthorized)
    c.fetchPost(id: id) { out = $0 }
    return try out.get().title
}
do {
    print(try loadTitle(client, 2))
    print(try loadTitle(client, 3))
} catch let e as APIError where e == .decoding("bad title for 3") {
    print("decoding error matched exactly")
} catch {
    print("other \(error)")
}
// expect: anon: failure(main.APIError.unauthorized)
// expect: loaded Post#1(Hello)
// expect: loaded Post#2(Enums)
// expect: failed: decoding("bad title for 3")
// expect: no post 4
// expect: all: ["Hello", "Enums"]
// expect: all failed with notFound(id: 9)
// expect: ["HELLO", "ENUMS", "<3 missing>"]
// expect: requests made: 12
// expect: Enums
// expect: decoding error matched exactly
