/// Finding the appearance effects on screen without walking the whole screen (issue 14). Each node keeps
/// the effect modifiers of its own rendering, scanned where it renders (`scanEffects`); the walk over
/// them (`visitEffects`) goes down only into the children whose subtrees have any (`effectsBelow`), and
/// meets them innermost first, as the lifecycle runs them. A turn that re-renders one row of a long list then
/// costs what that row has, not the length of the list.
extension ViewGraph {
    /// Whether a modifier is one the appearance effects act on (ViewGraph+Lifecycle).
    static func isAppearanceEffect(_ effect: ViewValue.Effect) -> Bool {
        switch effect {
        case .onAppear, .onDisappear, .task, .onReceive, .onChange, .sheet, .onPreferenceChange, .preferredColorScheme: return true
        default: return false
        }
    }

    /// A node's own effect items; `onChild` is told each on-screen child and its place in walk order
    /// (covered ones are left out; a child met again, where ids repeat, is told the count of those met so far).
    func effectScan(of node: ViewNode, onChild: (ViewNode, Int) -> Void) -> [EffectItem] {
        var pages = 0
        return effectScan(of: node, pages: &pages, onChild: onChild)
    }

    /// The same, and how many pages its navigation stacks show pushed.
    private func effectScan(of node: ViewNode, pages: inout Int, onChild: (ViewNode, Int) -> Void) -> [EffectItem] {
        var items: [EffectItem] = []
        var met = 0
        var pushed = 0
        scans += 1
        let scan = scans
        defer { pages = pushed }
        walk(node.rendered, from: node === root ? .root : ScreenPlace(alert: nil, atRoot: false), { view, _ in
            if case .navigation(_, let stack, _) = view { pushed += stack.count }
            if case .child(let child) = view {
                onChild(child, met)
                if child.lastScan != scan {
                    child.lastScan = scan
                    met += 1
                }
                return false
            }
            return true
        }, leave: { view, place in
            // A modifier's effects come after everything inside what it modifies (rules §11.1).
            if case .modified(_, let modifier, _) = view, Self.isAppearanceEffect(modifier.effect) {
                items.append(EffectItem(view: view, place: place, afterChildren: met))
            }
        })
        return items
    }

    /// Keeps what `effectScan` finds on the node, after it rendered.
    func scanEffects(of node: ViewNode) {
        for child in node.orderedChildren { child.walkIndex = -1 }
        var pages = 0
        node.setEffectItems(effectScan(of: node, pages: &pages) { child, index in child.walkIndex = index })
        if pages != node.navigationPages {
            // A push or a pop: the lifecycle runs this update's appearances before its disappearances (rules §11.1).
            node.navigationPages = pages
            navigationMoved = true
        }
    }

    /// Visits every effect modifier on screen, with its place, innermost first: a modifier after what it
    /// modifies (the child views inside it, and the modifiers written before it), as SwiftUI runs them.
    func visitEffects(_ visit: (RenderedView, ScreenPlace) -> Void) {
        func collect(_ node: ViewNode) {
            let children = node.effectChildrenInWalkOrder
            var next = 0
            for item in node.effectItems {
                while next < children.count, children[next].walkIndex < item.afterChildren {
                    collect(children[next])
                    next += 1
                }
                visit(item.view, item.place)
            }
            for child in children[next...] { collect(child) }
        }
        if let root { collect(root) }
    }
}
