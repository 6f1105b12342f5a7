// Swift Apprentice style (memory management): ARC reference cycles broken with weak and unowned, and observed through deinit
class Tutorial {
    let title: String
    weak var author: Author?
    unowned let editor: Editor
    init(title: String, editor: Editor) {
        self.title = title
        self.editor = editor
    }
    deinit { print("Goodbye tutorial \(title)!") }
}
class Author {
    let name: String
    var tutorials: [Tutorial] = []
    init(name: String) { self.name = name }
    deinit { print("Goodbye author \(name)!") }
}
class Editor {
    let name: String
    var tutorials: [Tutorial] = []
    init(name: String) { self.name = name }
    deinit { print("Goodbye editor \(name)!") }
}
do {
    let editor = Editor(name: "Ray")
    do {
        let author = Author(name: "Cosmin")
        let tutorial = Tutorial(title: "Memory management", editor: editor)
        tutorial.author = author
        author.tutorials.append(tutorial)
        editor.tutorials.append(tutorial)
        print(tutorial.author?.name ?? "none", tutorial.editor.name)
    }
    print("author scope ended, editor holds \(editor.tutorials.count)")
    print(editor.tutorials[0].author?.name ?? "author gone")
}
print("--")
class Node {
    let value: Int
    var next: Node?
    weak var previous: Node?
    init(_ value: Int) { self.value = value }
    deinit { print("node \(value) freed") }
}
var head: Node? = Node(1)
head!.next = Node(2)
head!.next!.previous = head
head!.next!.next = Node(3)
head!.next!.next!.previous = head!.next
var walker = head
var values: [Int] = []
while let n = walker { values.append(n.value); walker = n.next }
print(values, head!.next!.next!.previous!.value)
walker = nil
head = nil
print("--")
class Owner {
    var pet: Pet?
    deinit { print("owner freed") }
}
class Pet {
    unowned(unsafe) var owner: Owner
    init(owner: Owner) { self.owner = owner }
    deinit { print("pet freed") }
}
var owner: Owner? = Owner()
owner!.pet = Pet(owner: owner!)
print(owner!.pet!.owner === owner!)
owner = nil
print("done")

// expect: Cosmin Ray
// expect: Goodbye author Cosmin!
// expect: author scope ended, editor holds 1
// expect: author gone
// expect: Goodbye editor Ray!
// expect: Goodbye tutorial Memory management!
// expect: --
// expect: [1, 2, 3] 2
// expect: node 1 freed
// expect: node 2 freed
// expect: node 3 freed
// expect: --
// expect: true
// expect: owner freed
// expect: pet freed
// expect: done
