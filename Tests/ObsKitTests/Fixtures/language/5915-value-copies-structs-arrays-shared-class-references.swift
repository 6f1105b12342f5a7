// Swift book style (Structures and Classes): value copies of structs and arrays, shared class references, identity with === and !==
struct Size { var w = 0, h = 0 }
class Screen {
    var size = Size()
    var name: String?
    var interlaced = false
}

let small = Size(w: 640, h: 480)
var copy = small
copy.w = 800
print(small.w, copy.w)

enum Mode { case day, night
    mutating func flip() { self = self == .day ? .night : .day }
}
var current = Mode.day
let remembered = current
current.flip()
print(current, remembered)

let tv = Screen()
tv.size = Size(w: 1920, h: 1080)
tv.name = "living"
let sameTv = tv
sameTv.name = "den"
sameTv.size.w = 3840
print(tv.name ?? "-", tv.size.w)
print(tv === sameTv, tv !== Screen())

let other = Screen()
other.name = "den"
print(tv === other, tv.name == other.name)

var list = [Size(w: 1, h: 1)]
var listCopy = list
listCopy[0].h = 99
print(list[0].h, listCopy[0].h)
list.append(Size())
print(list.count, listCopy.count)

let screens = [tv, other]
let picked = screens.first { $0 === sameTv }
print(picked?.size.w ?? 0)
print(screens.filter { $0.name == "den" }.count)

struct Wrapper { var ref: Screen; var tag: Int }
let a = Wrapper(ref: other, tag: 1)
var b = a
b.tag = 2
b.ref.interlaced = true
print(a.tag, b.tag, a.ref.interlaced, a.ref === b.ref)
print(Size(w: 3).h, Size(h: 5).w)

// expect: 640 800
// expect: night day
// expect: den 3840
// expect: true true
// expect: false true
// expect: 1 99
// expect: 2 1
// expect: 3840
// expect: 2
// expect: 1 2 true true
// expect: 0 0
