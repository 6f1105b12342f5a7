/// The view graph drawn as SVG by a simple layered layout of our own, for when Graphviz is not installed:
/// view nodes in rows by depth (each parent centred over its children, as a tidy tree), each object they
/// subscribe to or read in the row above its highest subscriber, as near above its subscribers as there is
/// room; child edges solid, subscriptions dashed, `@Observable` reads dotted, labelled with the property.
/// Nodes whose bodies ran are filled. No crossing reduction beyond that: the graphs a lesson mounts are small.
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
        // Views: a tidy tree from each root (a view no child edge points to), roots side by side, a row per depth.
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
        var rows: [String: Int] = [:]
        func place(_ key: String, left: Double, depth: Int) {
            guard let node = byKey[key], boxes[key] == nil else { return }
            let full = span(key)
            boxes[key] = Box(x: left + full / 2, y: 0, width: width(node))
            rows[key] = depth
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
        // Objects: in the row above their highest subscriber, as near above the subscribers as that row's free
        // room allows (a row of their own on top for the root's).
        var occupied: [Int: [ClosedRange<Double>]] = [:]
        for (key, box) in boxes { occupied[rows[key]!, default: []].append((box.x - box.width / 2)...(box.x + box.width / 2)) }
        let wanted = nodes.filter(\.isObject).map { object -> (node: GraphSnapshot.Node, x: Double, row: Int) in
            let targets = edges.filter { $0.from == object.key }.map(\.to).filter { boxes[$0] != nil }
            let xs = targets.map { boxes[$0]!.x }
            return (object, xs.isEmpty ? left : xs.reduce(0, +) / Double(xs.count), (targets.compactMap { rows[$0] }.min() ?? 0) - 1)
        }.sorted { $0.x < $1.x }
        for (object, x, row) in wanted {
            let half = width(object) / 2
            let taken = occupied[row] ?? []
            let candidates = [x] + taken.flatMap { [$0.lowerBound - Self.gap - half, $0.upperBound + Self.gap + half] }
            let free = candidates.filter { centre in
                centre - half >= Self.margin && !taken.contains { $0.overlaps((centre - half - Self.gap + 1)...(centre + half + Self.gap - 1)) }
            }
            let centre = free.min { abs($0 - x) < abs($1 - x) } ?? (taken.map(\.upperBound).max() ?? Self.margin) + Self.gap + half
            boxes[object.key] = Box(x: centre, y: 0, width: 2 * half)
            rows[object.key] = row
            occupied[row, default: []].append((centre - half)...(centre + half))
        }
        let first = rows.values.min() ?? 0
        for (key, row) in rows { boxes[key]!.y = Self.margin + Double(row - first) * (Self.nodeHeight + Self.rowGap) }
        let labels = edges.compactMap { edge in boxes[edge.to].map { $0.x + $0.width / 2 + Double(edge.label?.count ?? 0) * Self.charWidth + 10 } }
        let right = (boxes.values.map { $0.x + $0.width / 2 } + labels).max() ?? 0
        let bottom = boxes.values.map { $0.y + Self.nodeHeight }.max() ?? 0
        let (w, h) = (Int(right + Self.margin), Int(bottom + Self.margin))
        var svg = "<svg class=\"graph\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" role=\"img\" aria-label=\"the view tree and its subscriptions\">\n"
        svg += "<defs><marker id=\"\(id)-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#555\"/></marker></defs>\n"
        var parallel: [String: Int] = [:]
        for edge in edges {
            guard let from = boxes[edge.from], let to = boxes[edge.to] else { continue }
            // A second edge between the same two nodes bends apart, its label below the first's.
            let k = Double(parallel[edge.from + ">" + edge.to, default: 0])
            parallel[edge.from + ">" + edge.to, default: 0] += 1
            let dash = edge.kind == .subscription ? " stroke-dasharray=\"6 4\"" : edge.kind == .observation ? " stroke-dasharray=\"2 3\"" : ""
            let (x1, y1) = (from.x, from.y + Self.nodeHeight)
            let path: String, label: (x: Double, y: Double)
            if to.y - y1 > Self.rowGap + 1 {
                // Across rows: into the target's right side, passing beside the rows between.
                let (x2, y2) = (to.x + to.width / 2, to.y + Self.nodeHeight / 2)
                path = "M\(f(x1)),\(f(y1)) C\(f(x1 + 24 * k)),\(f(y1 + Self.rowGap)) \(f(x2 + Self.rowGap * (1 + k))),\(f(y2 - Self.rowGap)) \(f(x2)),\(f(y2))"
                label = (x2 + 6, y2 - 8 + 13 * k)
            } else {
                let (x2, y2) = (to.x, to.y)
                let bend = (y2 - y1) / 2
                path = "M\(f(x1)),\(f(y1)) C\(f(x1 + 30 * k)),\(f(y1 + bend)) \(f(x2 + 30 * k)),\(f(y2 - bend)) \(f(x2)),\(f(y2))"
                label = (x1 + (x2 - x1) * 0.75 + 4 + 22 * k, y1 + (y2 - y1) * 0.75 + 13 * k)
            }
            svg += "<path class=\"edge \(edge.kind)\" d=\"\(path)\" fill=\"none\" stroke=\"#555\"\(dash) marker-end=\"url(#\(id)-arrow)\"/>\n"
            if let text = edge.label, !text.isEmpty {
                svg += "<text x=\"\(f(label.x))\" y=\"\(f(label.y))\" class=\"elabel\">\(HTMLText.escape(text))</text>\n"
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
