// `Self` as a result: a class method making an instance of the class it is called on, a protocol
// requirement returning `Self`, and `Self` inside a protocol extension. Expected output from swiftc 6.3.1.
class Component {
    let tag: String
    required init(tag: String) { self.tag = tag }
    class var kind: String { "component" }
    class func make(_ tag: String) -> Self { self.init(tag: tag) }
    func describe() -> String { "\(Self.kind)#\(tag)" }
}
final class Label: Component { override class var kind: String { "label" } }
protocol Mergeable { static var empty: Self { get }; func merged(with other: Self) -> Self }
extension Mergeable { func twice() -> Self { merged(with: self) } }
struct Score: Mergeable {
    var points: Int
    static var empty: Score { Score(points: 0) }
    func merged(with other: Score) -> Score { Score(points: points + other.points) }
}
let label = Label.make("title")
print(label.describe(), type(of: label), Component.make("x").describe())
print(Score(points: 4).twice().points, [Score(points: 2), Score(points: 5)].reduce(Score.empty) { $0.merged(with: $1) }.points)

// expect: label#title Label component#x
// expect: 8 7
