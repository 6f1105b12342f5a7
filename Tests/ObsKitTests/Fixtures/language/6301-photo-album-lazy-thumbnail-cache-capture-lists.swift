// Develop in Swift style (lazy and closures capturing): a photo album with a lazy thumbnail cache, capture lists and closure-based filters
class Photo {
    let name: String
    let width: Int, height: Int
    init(name: String, width: Int, height: Int) {
        self.name = name; self.width = width; self.height = height
    }
    lazy var thumbnail: String = {
        print("  rendering thumbnail for \(name)")
        return "\(name)@\(width / 10)x\(height / 10)"
    }()
    var isLandscape: Bool { width > height }
    deinit { print("Photo \(name) freed") }
}

class Album {
    let title: String
    var photos: [Photo] = []
    lazy var summary: () -> String = { [unowned self] in
        "\(self.title): \(self.photos.count) photos"
    }
    init(title: String) { self.title = title }
    deinit { print("Album \(title) freed") }
}

func makeFilter(minWidth: Int) -> (Photo) -> Bool {
    return { $0.width >= minWidth }
}

var album: Album? = Album(title: "Summer")
album!.photos = [
    Photo(name: "beach", width: 4000, height: 3000),
    Photo(name: "tower", width: 1080, height: 1920),
    Photo(name: "sunset", width: 2400, height: 1600)
]
print(album!.summary())
print(album!.photos[0].thumbnail)
print(album!.photos[0].thumbnail)
let wide = album!.photos.filter(makeFilter(minWidth: 2000)).map(\.name)
print(wide, album!.photos.filter(\.isLandscape).count)

var counter = 0
let capturedNow = { [counter] in print("captured \(counter), live \(counter)") }
let liveRef = { print("live \(counter)") }
counter = 5
capturedNow()
liveRef()

var handlers: [() -> String] = []
for p in album!.photos { handlers.append { [weak p] in p?.name.uppercased() ?? "gone" } }
print(handlers.map { $0() })
album!.photos.removeFirst()
print(handlers.map { $0() })
album = nil
print(handlers.map { $0() })

// expect: Summer: 3 photos
// expect:   rendering thumbnail for beach
// expect: beach@400x300
// expect: beach@400x300
// expect: ["beach", "sunset"] 2
// expect: captured 0, live 0
// expect: live 5
// expect: ["BEACH", "TOWER", "SUNSET"]
// expect: Photo beach freed
// expect: ["gone", "TOWER", "SUNSET"]
// expect: Album Summer freed
// expect: Photo tower freed
// expect: Photo sunset freed
// expect: ["gone", "gone", "gone"]
