// Type casting: is, as?, as!, Any/AnyObject collections, downcasting class hierarchies
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Attachment {
    let filename: String
    init(filename: String) { self.filename = filename }
}
class ImageFile: Attachment {
    let width: Int, height: Int
    init(filename: String, width: Int, height: Int) { self.width = width; self.height = height; super.init(filename: filename) }
}
class AudioFile: Attachment {
    let seconds: Int
    init(filename: String, seconds: Int) { self.seconds = seconds; super.init(filename: filename) }
}

let inbox = [
    ImageFile(filename: "cat.png", width: 640, height: 480),
    AudioFile(filename: "memo.m4a", seconds: 95),
    ImageFile(filename: "map.jpg", width: 1024, height: 768),
    AudioFile(filename: "song.mp3", seconds: 241),
    Attachment(filename: "notes.txt"),
]
print(type(of: inbox), type(of: inbox[1]))
let images = inbox.filter { $0 is ImageFile }.count
let audio = inbox.filter { $0 is AudioFile }.count
print("\(images) images, \(audio) audio, \(inbox.count - images - audio) other")

for file in inbox {
    if let img = file as? ImageFile {
        print("🖼 \(img.filename) \(img.width)x\(img.height)")
    } else if let a = file as? AudioFile {
        print("🔊 \(a.filename) \(a.seconds / 60)m\(a.seconds % 60)s")
    } else {
        print("📄 \(file.filename)")
    }
}
let firstImage = inbox[0] as! ImageFile
print(firstImage.width * firstImage.height)
let totalSeconds = inbox.compactMap { $0 as? AudioFile }.map(\.seconds).reduce(0, +)
print("total audio \(totalSeconds)s")

let payload: [Any] = [0, 0.0, -8, 2.5, "text", (1, "one"), ImageFile(filename: "x.gif", width: 1, height: 1),
                      { (n: Int) in n * n }, Optional<String>.none as Any, ["a": 1], UInt8(9)]
for value in payload {
    switch value {
    case 0 as Int: print("int zero")
    case 0 as Double: print("double zero")
    case let i as Int where i < 0: print("negative int \(i)")
    case let d as Double: print("double \(d)")
    case let s as String: print("string '\(s)'")
    case let (n, name) as (Int, String): print("pair \(n)/\(name)")
    case let a as Attachment: print("attachment \(a.filename) is image: \(a is ImageFile)")
    case let f as (Int) -> Int: print("function gives \(f(12))")
    case let dict as [String: Int]: print("dict with \(dict.count) entry")
    case is UInt8: print("a byte")
    default: print("unmatched: \(value)")
    }
}
let refs: [AnyObject] = [AudioFile(filename: "a", seconds: 1), ImageFile(filename: "b", width: 2, height: 2)]
print(refs.compactMap { ($0 as? Attachment)?.filename }, refs[0] is ImageFile, refs[1] is Attachment)
let boxed: Any = 7
print(boxed as? String ?? "not a string", (boxed as? Int).map { $0 * 6 } ?? 0, boxed is Int)
let upcast: Attachment = firstImage
print(type(of: upcast), (upcast as? AudioFile)?.seconds as Any)
// expect: Array<Attachment> AudioFile
// expect: 2 images, 2 audio, 1 other
// expect: 🖼 cat.png 640x480
// expect: 🔊 memo.m4a 1m35s
// expect: 🖼 map.jpg 1024x768
// expect: 🔊 song.mp3 4m1s
// expect: 📄 notes.txt
// expect: 307200
// expect: total audio 336s
// expect: int zero
// expect: double zero
// expect: negative int -8
// expect: double 2.5
// expect: string 'text'
// expect: pair 1/one
// expect: attachment x.gif is image: true
// expect: function gives 144
// expect: unmatched: nil
// expect: dict with 1 entry
// expect: a byte
// expect: ["a", "b"] false true
// expect: not a string 42 true
// expect: ImageFile nil
