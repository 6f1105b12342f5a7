// Blog style (metatypes): printing metatypes and protocol types
// known-gap: line 15: expected "Character Substring", got "Character String"
protocol Drawable {}
struct Square: Drawable {}
class View {}
class Button: View {}
print(Square.self)
print(Drawable.self)
print(View.self, Button.self)
let t: View.Type = Button.self
print(t)
print(t == Button.self, t == View.self)
let types: [Any.Type] = [Int.self, String.self, Square.self, Button.self]
print(types.map { String(describing: $0) })
for ty in types { print(ty, terminator: " ") }
print()
print(String(reflecting: Square.self), String(reflecting: Drawable.self))
print(Any.self, AnyObject.self)
let d: Drawable = Square()
print(type(of: d))
print(type(of: d) == Square.self)
print((any Drawable).self)
print(Void.self)
print(Never.self)
print(Character.self, Substring.self)
print(ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self))
// expect: Square
// expect: Drawable
// expect: View Button
// expect: Button
// expect: true false
// expect: ["Int", "String", "Square", "Button"]
// expect: Int String Square Button 
// expect: main.Square main.Drawable
// expect: Any AnyObject
// expect: Square
// expect: true
// expect: Drawable
// expect: ()
// expect: Never
// expect: Character Substring
// expect: true
