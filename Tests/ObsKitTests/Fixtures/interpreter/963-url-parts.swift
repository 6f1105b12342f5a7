// Foundation URL: parsing, its parts, path components, appending and deleting components and extensions, file URLs.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let url = URL(string: "https://shop.example.com:8080/catalog/shoes/42?color=red&size=9#reviews")!
print(url.scheme!, url.host!, url.port!, url.path)
print(url.query!, url.fragment!, url.lastPathComponent, url.pathComponents)
let api = URL(string: "https://api.example.com/v1")!
let item = api.appendingPathComponent("items").appendingPathComponent("7")
print(item.absoluteString, item.deletingLastPathComponent().absoluteString)
let photo = URL(fileURLWithPath: "/tmp/photos/beach.jpeg")
print(photo.isFileURL, photo.pathExtension, photo.deletingPathExtension().lastPathComponent)
print(photo.appendingPathExtension("bak").lastPathComponent, URL(string: "not a url") == nil)
print(URL(string: "docs/intro", relativeTo: api)!.absoluteString)

// expect: https shop.example.com 8080 /catalog/shoes/42
// expect: color=red&size=9 reviews 42 ["/", "catalog", "shoes", "42"]
// expect: https://api.example.com/v1/items/7 https://api.example.com/v1/items/
// expect: true jpeg beach
// expect: beach.jpeg.bak false
// expect: https://api.example.com/docs/intro
