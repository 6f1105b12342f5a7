// Valid Combine that tools/check-interface must accept: URLSession's publisher with decode/encode.
import Combine
struct Post: Codable { let id: Int }
let url = URL(string: "https://example.com")!
let c = URLSession.shared.dataTaskPublisher(for: url)
    .map(\.data)
    .decode(type: [Post].self, decoder: JSONDecoder())
    .receive(on: DispatchQueue.main)
    .sink(receiveCompletion: { print($0) }, receiveValue: { posts in print(posts.count) })
let e = Just(Post(id: 1)).encode(encoder: JSONEncoder()).sink(receiveCompletion: { _ in }, receiveValue: { (d: Data) in print(d) })
