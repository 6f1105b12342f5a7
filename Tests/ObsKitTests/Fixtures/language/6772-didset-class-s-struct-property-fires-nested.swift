// objc.io style (class holding structs): didSet on a class's struct property fires for nested writes, while a class-typed property does not
struct Style {
    var color: String
    var size: Int
}

final class Label {
    var text: String
    init(text: String) { self.text = text }
}

final class View {
    var changes = 0
    var style = Style(color: "black", size: 12) {
        didSet {
            changes += 1
            print("style changed: \(oldValue.color)/\(oldValue.size) -> \(style.color)/\(style.size)")
        }
    }
    var label = Label(text: "hi") {
        didSet { print("label replaced") }
    }
    var tags: [String] = [] {
        didSet { changes += 1 }
    }
}

let view = View()
view.style.color = "red"
view.style.size += 2
view.label.text = "hello"
print(view.changes, view.label.text)
view.label = Label(text: "new")
print(view.label.text)

view.tags.append("a")
view.tags += ["b", "c"]
view.tags[0] = "z"
print(view.changes, view.tags)

func enlarge(_ style: inout Style) {
    style.size *= 2
    style.size += 1
}
enlarge(&view.style)
print(view.changes)

let sameView = view
sameView.style = Style(color: "blue", size: 1)
print(view.style.color, view.changes)

var styles = [view.style, view.style]
styles[1].color = "green"
print(styles.map(\.color), view.style.color)

// expect: style changed: black/12 -> red/12
// expect: style changed: red/12 -> red/14
// expect: 2 hello
// expect: label replaced
// expect: new
// expect: 5 ["z", "b", "c"]
// expect: style changed: red/14 -> red/29
// expect: 6
// expect: style changed: red/29 -> blue/1
// expect: blue 7
// expect: ["blue", "green"] blue
