/// The view graph drawn as SVG by a simple layered layout of our own, for when Graphviz is not installed:
/// view nodes in rows by depth (each parent centred over its children, as a tidy tree), the objects they
/// subscribe to or read in a row above, each placed over its subscribers; child edges solid, subscriptions
/// dashed, `@Observable` reads dotted, labelled with the property. Nodes whose bodies ran are filled.
/// No crossing reduction beyond that: the graphs a lesson mounts are small.
struct SVGGraph {
    let snapshot: GraphSnapshot
    /// The view nodes whose bodies ran (`Counter#3`).
    let highlighted: Set<String>
    /// Unique on the page (the arrowhead's id).
    let id: String

    private static let charWidth = 7.2, nodeHeight = 34.0, gap = 18.0, rowGap = 56.0, margin = 12.0

    private struct Box {
        var x: Double  // centre
        var y: Double  // top
        let width: Double
    }

    func svg() -> String {
        let nodes = snapshot.nodes, edges = snapshot.edges
        guard !nodes.isEmpty else { return "" }
        var boxes: [String: Box] = [:]
        func width(_ node: GraphSnapshot.Node) -> Double {
            Double(max(node.name.count, node.isObject ? 0 : 13)) * Self.charWidth + (node.isObject ? 28 : 16)
        }
        let byKey = Dictionary(nodes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let objects = nodes.filter(\.isObject)
        let top = objects.isEmpty ? Self.margin : Self.margin + Self.nodeHeight + Self.rowGap
        // Views: a tidy tree from each root (a view no child edge points to), roots side by side.
        var children: [String: [String]] = [:]
        for edge in edges where edge.kind == .child { children[edge.from, default: []].append(edge.to) }
        let childKeys = Set(children.values.joined())
        // A subtree's width (the graph's child edges form a tree; a key seen twice is drawn once).
        var spans: [String: Double] = [:]
        func span(_ key: String, _ depth: Int = 0) -> Double {
            if let known = spans[key] { return known }
            let own = byKey[key].map(width) ?? 0
            let kids = depth < 64 ? children[key] ?? [] : []
            let total = kids.map { span($0, depth + 1) }.reduce(0, +) + Double(max(0, kids.count - 1)) * Self.gap
            spans[key] = max(own, total)
            return spans[key]!
        }
        func place(_ key: String, left: Double, depth: Int) {
            guard let node = byKey[key], boxes[key] == nil else { return }
            let full = span(key)
            boxes[key] = Box(x: left + full / 2, y: top + Double(depth) * (Self.nodeHeight + Self.rowGap), width: width(node))
            let kids = depth < 64 ? children[key] ?? [] : []
            let used = kids.map { span($0) }.reduce(0, +) + Double(max(0, kids.count - 1)) * Self.gap
            var x = left + (full - used) / 2
            for kid in kids {
                place(kid, left: x, depth: depth + 1)
                x += span(kid) + Self.gap
            }
        }
        var left = Self.margin
        for node in nodes where !node.isObject && !childKeys.contains(node.key) {
            place(node.key, left: left, depth: 0)
            left += span(node.key) + Self.gap
        }
        // Objects: over the mean of their subscribers, then pushed apart left to right.
        let wanted = objects.map { object -> (GraphSnapshot.Node, Double) in
            let xs = edges.filter { $0.from == object.key }.compactMap { boxes[$0.to]?.x }
            return (object, xs.isEmpty ? left : xs.reduce(0, +) / Double(xs.count))
        }.sorted { $0.1 < $1.1 }
        var next = Self.margin
        for (object, x) in wanted {
            let w = width(object)
            let centre = max(x, next + w / 2)
            boxes[object.key] = Box(x: centre, y: Self.margin, width: w)
            next = centre + w / 2 + Self.gap
        }
        let right = boxes.values.map { $0.x + $0.width / 2 }.max() ?? 0
        let bottom = boxes.values.map { $0.y + Self.nodeHeight }.max() ?? 0
        let (w, h) = (Int(right + Self.margin), Int(bottom + Self.margin))
        var svg = "<svg class=\"graph\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" role=\"img\" aria-label=\"the view tree and its subscriptions\">\n"
        svg += "<defs><marker id=\"\(id)-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#555\"/></marker></defs>\n"
        for edge in edges {
            guard let from = boxes[edge.from], let to = boxes[edge.to] else { continue }
            let (x1, y1, x2, y2) = (from.x, from.y + Self.nodeHeight, to.x, to.y)
            let dash = edge.kind == .subscription ? " stroke-dasharray=\"6 4\"" : edge.kind == .observation ? " stroke-dasharray=\"2 3\"" : ""
            let bend = (y2 - y1) / 2
            svg += "<path class=\"edge \(edge.kind)\" d=\"M\(f(x1)),\(f(y1)) C\(f(x1)),\(f(y1 + bend)) \(f(x2)),\(f(y2 - bend)) \(f(x2)),\(f(y2))\" fill=\"none\" stroke=\"#555\"\(dash) marker-end=\"url(#\(id)-arrow)\"/>\n"
            if let label = edge.label, !label.isEmpty {
                let (lx, ly) = (x1 + (x2 - x1) * 0.75, y1 + (y2 - y1) * 0.75)
                svg += "<text x=\"\(f(lx + 4))\" y=\"\(f(ly))\" class=\"elabel\">\(HTMLText.escape(label))</text>\n"
            }
        }
        for node in nodes {
            guard let box = boxes[node.key] else { continue }
            let ran = !node.isObject && highlighted.contains(node.name)
            let x = box.x - box.width / 2
            svg += "<g class=\"node\(node.isObject ? " object" : "")\(ran ? " ran" : "")\" data-node=\"\(HTMLText.escape(node.name))\">"
            if node.isObject {
                svg += "<ellipse cx=\"\(f(box.x))\" cy=\"\(f(box.y + Self.nodeHeight / 2))\" rx=\"\(f(box.width / 2))\" ry=\"\(f(Self.nodeHeight / 2))\"/>"
                svg += "<text x=\"\(f(box.x))\" y=\"\(f(box.y + 21))\" text-anchor=\"middle\">\(HTMLText.escape(node.name))</text>"
            } else {
                svg += "<rect x=\"\(f(x))\" y=\"\(f(box.y))\" width=\"\(f(box.width))\" height=\"\(f(Self.nodeHeight))\" rx=\"4\"/>"
                svg += "<text x=\"\(f(box.x))\" y=\"\(f(box.y + 14))\" text-anchor=\"middle\">\(HTMLText.escape(node.name))</text>"
                svg += "<text x=\"\(f(box.x))\" y=\"\(f(box.y + 28))\" text-anchor=\"middle\" class=\"runs\">body runs: \(node.bodyRuns)</text>"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    private func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
