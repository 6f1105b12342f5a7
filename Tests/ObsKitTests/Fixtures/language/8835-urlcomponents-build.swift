// Apple docs style (URLComponents): building a search request URL
import Foundation

func searchURL(term: String, page: Int, filters: [String: String]) -> URL? {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "api.github.example"
    components.path = "/search/repositories"
    var items = [
        URLQueryItem(name: "q", value: term),
        URLQueryItem(name: "page", value: String(page)),
    ]
    for key in filters.keys.sorted() {
        items.append(URLQueryItem(name: key, value: filters[key]))
    }
    components.queryItems = items
    return components.url
}

let first = searchURL(term: "swift json", page: 1, filters: [:])!
print(first.absoluteString)

let second = searchURL(term: "café menu", page: 3, filters: ["sort": "stars", "order": "desc"])!
print(second.absoluteString)
print("host: \(second.host ?? "-"), path: \(second.path)")

// a query item without a value
var flags = URLComponents(string: "https://example.com/feed")!
flags.queryItems = [URLQueryItem(name: "compact", value: nil), URLQueryItem(name: "limit", value: "20")]
print(flags.string!)

// port and fragment
var local = URLComponents()
local.scheme = "http"
local.host = "localhost"
local.port = 8080
local.path = "/docs/index.html"
local.fragment = "install"
print(local.url!.absoluteString)

// appending to an existing query
var paging = URLComponents(url: first, resolvingAgainstBaseURL: false)!
paging.queryItems = (paging.queryItems ?? []).filter { $0.name != "page" } + [URLQueryItem(name: "page", value: "2")]
print(paging.url!.absoluteString)

// expect: https://api.github.example/search/repositories?q=swift%20json&page=1
// expect: https://api.github.example/search/repositories?q=caf%C3%A9%20menu&page=3&order=desc&sort=stars
// expect: host: api.github.example, path: /search/repositories
// expect: https://example.com/feed?compact&limit=20
// expect: http://localhost:8080/docs/index.html#install
// expect: https://api.github.example/search/repositories?q=swift%20json&page=2
