// Compiler test style: optional chaining through a class reference into nested struct storage
struct Position { var x = 0; var y = 0 }
struct Body { var pos = Position(); var trail: [Position] = [] }
final class Sprite {
  var body = Body()
  var child: Sprite?
}

let root: Sprite? = Sprite()
root?.body.pos.x += 3
root?.body.pos.y -= 1
root?.body.trail.append(Position(x: 1, y: 1))
root?.child?.body.pos.x = 100
print(root!.body.pos, root!.body.trail.count)
print(root?.child?.body.pos.x as Any)

root?.child = Sprite()
root?.child?.body.pos.x = 100
root?.child?.body.trail.append(Position())
root?.child?.body.trail[0].y = 42
print(root!.child!.body.pos.x, root!.child!.body.trail[0].y)

let alias = root?.child
alias?.body.pos.y = 7
print(root!.child!.body.pos.y)

var bodyCopy = root!.body
bodyCopy.pos.x = -99
print(root!.body.pos.x, bodyCopy.pos.x)

var maybeBody: Body? = nil
maybeBody?.pos.x = 5
print(maybeBody == nil)
maybeBody = Body()
maybeBody?.pos.x = 5
print(maybeBody!.pos.x)
// expect: Position(x: 3, y: -1) 1
// expect: nil
// expect: 100 42
// expect: 7
// expect: 3 -99
// expect: true
// expect: 5
