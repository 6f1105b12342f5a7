// Swift book style (Structures and Classes): Resolution and VideoMode, value vs reference semantics, identity
struct Resolution {
    var width = 0
    var height = 0
}
class VideoMode {
    var resolution = Resolution()
    var interlaced = false
    var frameRate = 0.0
    var name: String?
}
let someRes = Resolution()
print("width is \(someRes.width)")
let vga = Resolution(width: 640, height: 480)
let hd = Resolution(width: 1920, height: 1080)
var cinema = hd
cinema.width = 2048
print(cinema.width, hd.width)
print(vga)
let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0
let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print(tenEighty.frameRate)
print(tenEighty === alsoTenEighty)
let other = VideoMode()
print(other !== tenEighty)
enum Compass { case n, s }
var cur = Compass.n
let remembered = cur
cur = .s
print(cur, remembered)
var arr1 = [1, 2, 3]
var arr2 = arr1
arr2.append(4)
print(arr1.count, arr2.count)
arr1[0] = 9
print(arr1, arr2)
print(tenEighty.name ?? "-", other.name ?? "-")
print(tenEighty.resolution.width)
// expect: width is 0
// expect: 2048 1920
// expect: Resolution(width: 640, height: 480)
// expect: 30.0
// expect: true
// expect: true
// expect: s n
// expect: 3 4
// expect: [9, 2, 3] [1, 2, 3, 4]
// expect: 1080i -
// expect: 1920
