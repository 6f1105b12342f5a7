// ARC with collections: removing from an array, replacing a dictionary value, `removeAll`, and an object shared by two collections living until both let go.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Sprite {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("free sprite \(name)") }
}

var layer = [Sprite("sky"), Sprite("tree"), Sprite("bird")]
var index: [String: Sprite] = ["hero": Sprite("hero"), "bird": layer[2]]

print("remove tree")
layer.remove(at: 1)
print("replace hero")
index["hero"] = Sprite("hero v2")
print("remove bird from layer")
layer.removeLast()
print("remove bird from index")
index["bird"] = nil
print("clear layer")
layer.removeAll()
print("index keeps", index.keys.sorted())
index = [:]
print("end")

// expect: remove tree
// expect: free sprite tree
// expect: replace hero
// expect: free sprite hero
// expect: remove bird from layer
// expect: remove bird from index
// expect: free sprite bird
// expect: clear layer
// expect: free sprite sky
// expect: index keeps ["hero"]
// expect: free sprite hero v2
// expect: end
