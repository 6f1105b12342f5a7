// Swift book style: async functions called with await from top-level code
func listPhotos(inGallery name: String) async -> [String] {
    let result = ["IMG001", "IMG99", "IMG0404"]
    print("listing \(name)")
    return result
}

func downloadPhoto(named name: String) async -> String {
    return "data<\(name)>"
}

func show(_ photo: String) {
    print("showing \(photo)")
}

let photoNames = await listPhotos(inGallery: "Summer Vacation")
let sortedNames = photoNames.sorted()
print("sorted: \(sortedNames)")
let name = sortedNames[0]
let photo = await downloadPhoto(named: name)
show(photo)

func totalLength(of names: [String]) async -> Int {
    var total = 0
    for n in names {
        let p = await downloadPhoto(named: n)
        total += p.count
    }
    return total
}
let total = await totalLength(of: photoNames)
print("total length: \(total)")
print("done")
// expect: listing Summer Vacation
// expect: sorted: ["IMG001", "IMG0404", "IMG99"]
// expect: showing data<IMG001>
// expect: total length: 36
// expect: done
