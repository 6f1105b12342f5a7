// App code style: mustache-like template renderer with filters, sections and missing-key policy
enum TemplateValue {
    case text(String), number(Int), list([[String: TemplateValue]]), flag(Bool)

    var asString: String {
        switch self {
        case .text(let s): return s
        case .number(let n): return String(n)
        case .list(let l): return "[\(l.count) items]"
        case .flag(let b): return b ? "yes" : "no"
        }
    }
    var truthy: Bool {
        switch self {
        case .flag(let b): return b
        case .list(let l): return !l.isEmpty
        case .text(let s): return !s.isEmpty
        case .number(let n): return n != 0
        }
    }
}

enum MissingPolicy { case empty, marker, fail }
struct TemplateError: Error { let key: String }
struct Template {
    let source: String
    var filters: [String: (String) -> String] = [
        "upper": { $0.uppercased() },
        "lower": { $0.lowercased() },
        "trim": { $0.trimmingCharacters(in: " ") }, "len": { String($0.count) },
    ]
    var policy: MissingPolicy = .marker

    init(_ source: String) { self.source = source }

    func render(_ ctx: [String: TemplateValue]) throws -> String {
        var out = ""
        var rest = Substring(source)
        while let open = rest.find("{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].find("}}") else { break }
            let tag = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: " ")
            rest = rest[close.upperBound...]
            if tag.hasPrefix("#") {
                let key = String(tag.dropFirst())
                guard let end = rest.find("{{/\(key)}}") else { break }
                let inner = Template(String(rest[..<end.lowerBound]))
                rest = rest[end.upperBound...]
                switch ctx[key] {
                case .list(let items)?:
                    for item in items { out += try inner.render(ctx.merging(item) { $1 }) }
                case let v? where v.truthy: out += try inner.render(ctx)
                default: break
                }
                continue
            }
            var pieces = tag.split(separator: "|").map { $0.trimmingCharacters(in: " ") }
            let key = pieces.removeFirst()
            var value: String
            if let v = ctx[key] { value = v.asString }
            else {
                switch policy {
                case .empty: value = ""; case .marker: value = "<?\(key)?>"
                case .fail: throw TemplateError(key: key)
                }
            }
            for f in pieces { value = filters[f]?(value) ?? value }
            out += value
        }
        return out + rest
    }
}

extension Substring {
    func find(_ needle: String) -> Range<Index>? {
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        String(drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
    }
}

let ctx: [String: TemplateValue] = [
    "name": .text("  Ada Lovelace "),
    "count": .number(2),
    "vip": .flag(true),
    "items": .list([["title": .text("Notebook"), "qty": .number(1)], ["title": .text("Pen"), "qty": .number(3)]]),
]
let t = Template("Hi {{ name | trim | upper }}! You have {{count}} items{{#vip}} (VIP){{/vip}}:{{#items}} {{qty}}x{{title|lower}};{{/items}} {{missing}}")
print(try t.render(ctx))
var quiet = Template("[{{ nickname }}] len={{ name|len }} {{#none}}hidden{{/none}}done")
quiet.policy = .empty
print(try quiet.render(ctx))
var strict = Template("Dear {{title}} {{name|trim}}")
strict.policy = .fail
do { print(try strict.render(ctx)) } catch let e as TemplateError { print("missing key:", e.key) }
print(try Template("no tags at all").render([:]), try Template("{{count}}{{count}}").render(ctx))
// expect: Hi ADA LOVELACE! You have 2 items (VIP): 1xnotebook; 3xpen; <?missing?>
// expect: [] len=15 done
// expect: missing key: title
// expect: no tags at all 22
