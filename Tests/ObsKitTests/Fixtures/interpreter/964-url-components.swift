// Foundation URLComponents: building a URL from parts with query items (percent-encoded), and reading items back.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

var components = URLComponents()
components.scheme = "https"
components.host = "search.example.org"
components.path = "/results"
components.queryItems = [URLQueryItem(name: "q", value: "swift & ui"), URLQueryItem(name: "page", value: "3")]
print(components.url!.absoluteString)
print(components.string!, components.queryItems!.count)
let copy = components
components.path = "/images"
print(copy.path, components.path)
let parsed = URLComponents(string: "https://x.io/find?tag=a&tag=b&empty")!
for item in parsed.queryItems! {
    print(item.name, item.value ?? "(none)")
}
print(parsed.host!, parsed.query!)

// expect: https://search.example.org/results?q=swift%20%26%20ui&page=3
// expect: https://search.example.org/results?q=swift%20%26%20ui&page=3 2
// expect: /results /images
// expect: tag a
// expect: tag b
// expect: empty (none)
// expect: x.io tag=a&tag=b&empty
