// Lazy stored properties (created on first use), computed properties with get and set, static and class type properties
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A photo app that loads its face detector only when needed; crop boxes; themes; shapes.
class FaceDetector {
    var model = "faces-v2.bin"
    init() { print("FaceDetector loaded") }
}

class PhotoLibrary {
    lazy var detector = FaceDetector()
    var photos: [String] = []
    lazy var caption: String = {
        print("writing caption")
        return "\(photos.count) photos"
    }()
}

let library = PhotoLibrary()
library.photos.append("beach.jpg")
library.photos.append("picnic.jpg")
print("library ready")
print(library.caption)
library.photos.append("sunset.jpg")
print(library.caption)
print(library.detector.model)
print(library.detector.model)

struct Corner { var left = 0.0, top = 0.0 }
struct Extent { var wide = 0.0, tall = 0.0 }
struct CropBox {
    var corner = Corner()
    var extent = Extent()
    var focus: Corner {
        get {
            Corner(left: corner.left + extent.wide / 2, top: corner.top + extent.tall / 2)
        }
        set {
            corner.left = newValue.left - extent.wide / 2
            corner.top = newValue.top - extent.tall / 2
        }
    }
    var pixels: Double { extent.wide * extent.tall }
}

var crop = CropBox(corner: Corner(left: 100, top: 40), extent: Extent(wide: 60, tall: 80))
print(crop.focus)
crop.focus = Corner(left: 300, top: 200)
print(crop.corner, crop.pixels)

enum Theme {
    static var current = "light"
    static var all: [String] { ["light", "dark", "sepia"] }
    static func toggle() {
        current = current == "light" ? "dark" : "light"
    }
}
print(Theme.current, Theme.all.count)
Theme.toggle()
print(Theme.current)
Theme.toggle()
print(Theme.current)

class Shape {
    class var kind: String { "shape" }
    static var created = 0
    init() { Shape.created += 1 }
}
class Circle: Shape {
    override class var kind: String { "circle" }
}
_ = Shape(); _ = Circle(); _ = Circle()
print(Shape.kind, Circle.kind, Shape.created)
// expect: library ready
// expect: writing caption
// expect: 2 photos
// expect: 2 photos
// expect: FaceDetector loaded
// expect: faces-v2.bin
// expect: faces-v2.bin
// expect: Corner(left: 130.0, top: 80.0)
// expect: Corner(left: 270.0, top: 160.0) 4800.0
// expect: light 3
// expect: dark
// expect: light
// expect: shape circle 3
