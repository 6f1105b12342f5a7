// Compiler test style: strings and arrays of strings are values; mutation does not leak to copies
var s = "hello"
var t = s
t += " world"
t.append("!")
print(s, "|", t)

var chars = Array(s)
chars[0] = "j"
print(String(chars), s)

var names = ["ann", "bob"]
var copy = names
copy[0].append("ie")
copy[1] = copy[1].uppercased()
print(names, copy)

struct Doc {
  var title: String
  var lines: [String]
}
var d1 = Doc(title: "t", lines: ["a"])
var d2 = d1
d2.title += "2"
d2.lines[0] += "a"
d2.lines.append("b")
print(d1.title, d1.lines, d2.title, d2.lines)

func shout(_ x: inout String) {
  x = x.uppercased() + "!"
}
shout(&d1.title)
shout(&names[1])
print(d1.title, names)

var dict = ["greet": "hi"]
dict["greet"]?.append(" there")
dict["none"]?.append("x")
print(dict)
// expect: hello | hello world!
// expect: jello hello
// expect: ["ann", "bob"] ["annie", "BOB"]
// expect: t ["a"] t2 ["aa", "b"]
// expect: T! ["ann", "BOB!"]
// expect: ["greet": "hi there"]
