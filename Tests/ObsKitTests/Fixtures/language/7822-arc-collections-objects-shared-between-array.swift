// Swift book style (ARC in collections): objects shared between an array and a dictionary live until both drop them
final class Photo {
    let title: String
    init(_ title: String) { self.title = title }
    deinit { print("photo \(title) freed") }
}

var album: [Photo] = [Photo("beach"), Photo("city"), Photo("forest")]
var favorites: [String: Photo] = [:]
favorites["best"] = album[0]
favorites["second"] = album[2]

print("dropping album")
album.removeAll()
print("album empty; favorites: \(favorites.keys.sorted())")
favorites["best"] = nil
print("best cleared")
favorites.removeValue(forKey: "second")
print("second cleared")

var slots: [Photo?] = [Photo("a"), nil, Photo("b")]
slots[0] = nil
print("slot 0 cleared, non-nil count \(slots.compactMap { $0 }.count)")
slots.swapAt(0, 2)
print("swapped: \(slots.map { $0?.title ?? "_" })")
slots = slots.filter { $0 == nil }
print("filtered, count \(slots.count)")
// expect: dropping album
// expect: photo city freed
// expect: album empty; favorites: ["best", "second"]
// expect: photo beach freed
// expect: best cleared
// expect: photo forest freed
// expect: second cleared
// expect: photo a freed
// expect: slot 0 cleared, non-nil count 1
// expect: swapped: ["b", "_", "_"]
// expect: photo b freed
// expect: filtered, count 2
