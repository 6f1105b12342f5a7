// Swift by Sundell style (networking abstraction): an in-memory mock transport behind a protocol, Result-based callbacks and decoding
import Foundation

protocol Transport {
    func send(path: String, completion: (Result<Data, TransportError>) -> Void)
}

enum TransportError: Error, Equatable {
    case notFound(String)
    case server(code: Int)
}

struct MockTransport: Transport {
    var routes: [String: String]
    func send(path: String, completion: (Result<Data, TransportError>) -> Void) {
        if path.hasPrefix("/fail") { completion(.failure(.server(code: 503))); return }
        guard let body = routes[path] else { completion(.failure(.notFound(path))); return }
        completion(.success(Data(body.utf8)))
    }
}

struct Article: Decodable {
    let title: String
    let tags: [String]
    let wordCount: Int
}

enum APIError: Error {
    case transport(TransportError)
    case decoding(String)
}

struct Client {
    let transport: Transport
    func fetch<T: Decodable>(_ type: T.Type, from path: String, completion: (Result<T, APIError>) -> Void) {
        transport.send(path: path) { result in
            switch result {
            case .failure(let e): completion(.failure(.transport(e)))
            case .success(let data):
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                do { completion(.success(try decoder.decode(T.self, from: data))) }
                catch { completion(.failure(.decoding("bad \(T.self)"))) }
            }
        }
    }
}

let client = Client(transport: MockTransport(routes: [
    "/a/1": #"{"title": "Generics", "tags": ["swift", "types"], "word_count": 1200}"#,
    "/a/2": #"{"title": "Broken"}"#,
]))

for path in ["/a/1", "/a/2", "/a/3", "/fail/x"] {
    client.fetch(Article.self, from: path) { result in
        switch result {
        case .success(let a): print(path, "->", a.title, a.tags, a.wordCount)
        case .failure(.transport(.notFound(let p))): print(path, "-> not found", p)
        case .failure(.transport(let e)): print(path, "-> transport", e)
        case .failure(.decoding(let why)): print(path, "->", why)
        }
    }
}
client.fetch([String: Int].self, from: "/fail") { result in print((try? result.get()) as Any, result.map { $0.count }) }

// expect: /a/1 -> Generics ["swift", "types"] 1200
// expect: /a/2 -> bad Article
// expect: /a/3 -> not found /a/3
// expect: /fail/x -> transport server(code: 503)
// expect: nil failure(main.APIError.transport(main.TransportError.server(code: 503)))
