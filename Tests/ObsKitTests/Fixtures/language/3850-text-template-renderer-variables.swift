// App code style: text template renderer with variables, filters and loops
enum TemplateValue {
    case text(String)
    case list([[String: TemplateValue]])
    case flag(Bool)
}

struct Template {
    let source: String
    var filters: [String: (String) -> String] = [
        "upper": { $0.uppercased() },
        "lower": { $0.lowercased() },
        "trim": { String($0.filter { $0 != " " }) },
        "count": { String($0.count) },
    ]
    init(_ s: String) { source = s }

    func render(_ ctx: [String: TemplateValue]) -> String {
        var out = ""
        var rest = Substring(source)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.range(of: "}}") else { out += rest[open.lowerBound...]; return out }
            let tag = afterOpen[..<close.lowerBound].split(separator: " ").map(String.init)
            rest = afterOpen[close.upperBound...]
            if tag.first == "#each", tag.count == 2, let end = rest.range(of: "{{/each}}") {
                let body = Template(String(rest[..<end.lowerBound]))
                if case .list(let items)? = ctx[tag[1]] {
                    for item in items { out += body.render(ctx.merging(item) { $1 }) }
                }
                rest = rest[end.upperBound...]
            } else if tag.first == "?", tag.count == 3 {
                if case .flag(true)? = ctx[tag[1]] { out += tag[2] }
            } else {
                let parts = tag.joined(separator: " ").split(separator: "|").map { String($0.filter { $0 != " " }) }
                var value: String
                if case .text(let s)? = ctx[parts[0]] { value = s } else { value = "<\(parts[0])?>" }
                for f in parts.dropFirst() { value = filters[f]?(value) ?? value }
                out += value
            }
        }
        return out + rest
    }
}

extension StringProtocol {
    func range(of needle: String) -> Range<Index>? {
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}

let ctx: [String: TemplateValue] = [
    "user": .text("Dana"), "shop": .text("Corner Books"), "vip": .flag(true),
    "items": .list([["name": .text("Atlas"), "qty": .text("1")], ["name": .text("Poems"), "qty": .text("3")]]),
]
print(Template("Hello {{ user | upper }}{{? vip ! }} Welcome to {{shop}}.").render(ctx))
print(Template("Order:{{#each items}} {{qty}}x{{name|lower}};{{/each}} done").render(ctx))
print(Template("{{shop | trim | count}} chars, missing={{nothing}}, broken {{ user").render(ctx))
print(Template("no tags at all").render([:]))
// expect: Hello DANA! Welcome to Corner Books.
// expect: Order: 1xatlas; 3xpoems; done
// expect: 11 chars, missing=<nothing?>, broken {{ user
// expect: no tags at all
