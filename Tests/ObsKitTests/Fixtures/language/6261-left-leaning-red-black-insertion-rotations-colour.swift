// Textbook style (red-black tree): left-leaning red-black insertion with rotations and colour flips, checking black height and printing the colour-annotated shape
final class RBNode {
    var key: Int
    var isRed = true
    var left: RBNode?
    var right: RBNode?
    init(_ key: Int) { self.key = key }
}

func isRed(_ n: RBNode?) -> Bool { n?.isRed ?? false }

func rotateLeft(_ h: RBNode) -> RBNode {
    let x = h.right!
    h.right = x.left
    x.left = h
    x.isRed = h.isRed
    h.isRed = true
    return x
}

func rotateRight(_ h: RBNode) -> RBNode {
    let x = h.left!
    h.left = x.right
    x.right = h
    x.isRed = h.isRed
    h.isRed = true
    return x
}

func flipColours(_ h: RBNode) {
    h.isRed.toggle()
    h.left?.isRed.toggle()
    h.right?.isRed.toggle()
}

func insert(_ key: Int, _ h: RBNode?) -> RBNode {
    guard var h = h else { return RBNode(key) }
    if key < h.key { h.left = insert(key, h.left) }
    else if key > h.key { h.right = insert(key, h.right) }
    if isRed(h.right) && !isRed(h.left) { h = rotateLeft(h) }
    if isRed(h.left) && isRed(h.left?.left) { h = rotateRight(h) }
    if isRed(h.left) && isRed(h.right) { flipColours(h) }
    return h
}

func blackHeight(_ n: RBNode?) -> Int? {
    guard let n = n else { return 1 }
    guard let l = blackHeight(n.left), let r = blackHeight(n.right), l == r else { return nil }
    return l + (n.isRed ? 0 : 1)
}

func render(_ n: RBNode?) -> String {
    guard let n = n else { return "" }
    let me = "\(n.key)\(n.isRed ? "r" : "b")"
    if n.left == nil && n.right == nil { return me }
    return "[\(render(n.left)) \(me) \(render(n.right))]"
}

var root: RBNode?
for key in [5, 2, 8, 1, 9, 3, 7, 4, 6, 10] {
    root = insert(key, root)
    root?.isRed = false
}
print(render(root))
print("black height:", blackHeight(root).map(String.init) ?? "broken")
var ascending: RBNode?
for key in 1...15 { ascending = insert(key, ascending); ascending?.isRed = false }
print(render(ascending))
print("root", ascending!.key, "black height", blackHeight(ascending)!)

// expect: [[1b 2b [3r 4b ]] 5b [[6r 7b ] 8b [9r 10b ]]]
// expect: black height: 4
// expect: [[[1b 2b 3b] 4b [5b 6b 7b]] 8b [[9b 10b 11b] 12b [13b 14b 15b]]]
// expect: root 8 black height 5
