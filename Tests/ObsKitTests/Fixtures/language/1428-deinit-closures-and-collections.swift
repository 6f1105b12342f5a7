// Deinitialization: objects kept alive by closures, dictionaries and optionals; released when the last holder lets go.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Image {
    let file: String
    init(_ file: String) { self.file = file }
    deinit { print("image \(file) freed") }
}
var cache: [String: Image] = ["a": Image("a.png"), "b": Image("b.png")]
cache["a"] = nil
print("removed a")
cache["b"] = Image("b2.png")
print("replaced b")
var onTap: (() -> Void)? = {
    let icon = Image("icon.png")
    return { print("tapped with", icon.file) }
}()
onTap?()
print("closure still holds the icon")
onTap = nil
print("closure released")
var slot: Image? = Image("slot.png")
var others = [slot!, slot!]
slot = nil
print("array still holds it:", others.count)
others.removeLast()
print("one left")
others = []
print("array emptied")
func makeThumbnail() -> Image {
    let temp = Image("temp.png")
    _ = temp.file.count
    return Image("thumb.png")
}
let thumb = makeThumbnail()
print("got", thumb.file)
var optionalChain: Image? = Image("chain.png")
optionalChain = Image("chain2.png")
optionalChain = nil
print("done")

// expect: image a.png freed
// expect: removed a
// expect: image b.png freed
// expect: replaced b
// expect: tapped with icon.png
// expect: closure still holds the icon
// expect: image icon.png freed
// expect: closure released
// expect: array still holds it: 2
// expect: one left
// expect: image slot.png freed
// expect: array emptied
// expect: image temp.png freed
// expect: got thumb.png
// expect: image chain.png freed
// expect: image chain2.png freed
// expect: done
