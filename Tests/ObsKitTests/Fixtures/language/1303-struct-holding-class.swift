// Structures and Classes: a struct that holds a class reference: copies share the object but not the struct's own fields.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class ImageCache {
    var entries: [String: Int] = [:]
    func store(_ key: String, size: Int) { entries[key] = size }
}
struct Gallery {
    var title: String
    var photos: [String]
    let cache: ImageCache
}
let cache = ImageCache()
var summer = Gallery(title: "Summer", photos: ["beach", "pier"], cache: cache)
var copy = summer
copy.title = "Summer (copy)"
copy.photos.append("sunset")
copy.cache.store("sunset", size: 120)
summer.cache.store("beach", size: 80)
print(summer.title, summer.photos.count, summer.cache.entries.count)
print(copy.title, copy.photos.count, copy.cache.entries.count)
print(summer.cache === copy.cache)
struct Wrapper { var box: Box }
final class Box { var items: [Int] = [] }
let wrapper = Wrapper(box: Box())
wrapper.box.items.append(1)
var second = wrapper
second.box.items.append(2)
second.box = Box()
second.box.items.append(99)
print(wrapper.box.items, second.box.items)
struct CopyOnWriteList {
    private var storage = Box()
    var items: [Int] { storage.items }
    mutating func append(_ v: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            let fresh = Box()
            fresh.items = storage.items
            storage = fresh
            print("copied storage before append \(v)")
        }
        storage.items.append(v)
    }
}
var listA = CopyOnWriteList()
listA.append(1)
var listB = listA
listB.append(2)
listA.append(3)
print(listA.items, listB.items)

// expect: Summer 2 2
// expect: Summer (copy) 3 2
// expect: true
// expect: [1, 2] [99]
// expect: copied storage before append 2
// expect: [1, 3] [1, 2]
