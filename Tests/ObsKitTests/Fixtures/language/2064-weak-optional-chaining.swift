// Compiler test style: optional chaining through weak references in parent/child trees and delegates
protocol DownloadDelegate: AnyObject {
    func progress(_ name: String, percent: Int)
}

final class Screen: DownloadDelegate {
    let title: String
    var received: [String] = []
    init(title: String) { self.title = title }
    func progress(_ name: String, percent: Int) {
        received.append("\(name)@\(percent)")
    }
    deinit { print("screen \(title) closed") }
}

final class Downloader {
    weak var delegate: DownloadDelegate?
    let name: String
    init(name: String) { self.name = name }
    func run(steps: [Int]) -> Int {
        var delivered = 0
        for s in steps {
            if delegate?.progress(name, percent: s) != nil { delivered += 1 }
        }
        return delivered
    }
}

final class TreeNode {
    let value: Int
    weak var parent: TreeNode?
    var children: [TreeNode] = []
    init(_ value: Int) { self.value = value }
    func add(_ child: TreeNode) { child.parent = self; children.append(child) }
    var path: String {
        var parts = [String(value)]
        var cur = parent
        while let p = cur { parts.insert(String(p.value), at: 0); cur = p.parent }
        return parts.joined(separator: ">")
    }
}

let dl = Downloader(name: "file.zip")
var screen: Screen? = Screen(title: "main")
dl.delegate = screen
print("delivered:", dl.run(steps: [10, 50]))
print(screen?.received ?? [])
screen = nil
print("delivered after close:", dl.run(steps: [90, 100]))
print(dl.delegate == nil)

var root: TreeNode? = TreeNode(1)
let child = TreeNode(2)
let grandchild = TreeNode(3)
root!.add(child)
child.add(grandchild)
print(grandchild.path)
print(grandchild.parent?.parent?.value as Any)
print(grandchild.parent?.parent?.parent?.value as Any)
print(child.parent?.children.count ?? -1)
root = nil
print(child.parent?.value as Any, grandchild.path)
print(grandchild.parent?.children.map(\.value) ?? [])

// expect: delivered: 2
// expect: ["file.zip@10", "file.zip@50"]
// expect: screen main closed
// expect: delivered after close: 0
// expect: true
// expect: 1>2>3
// expect: Optional(1)
// expect: nil
// expect: 1
// expect: nil 2>3
// expect: [3]
