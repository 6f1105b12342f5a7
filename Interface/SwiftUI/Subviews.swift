// iOS 18's custom containers: the subviews of a view (`ForEach(subviews:)`, `Group(subviews:)`), as Apple
// declares them (documentation pages `subview`, `subviewscollection`, `foreachsubviewcollection`,
// `groupelementsofcontent`, `foreach/init(subviews:content:)`, `group/init(subviews:transform:)`).
public struct Subview: View, Identifiable {
    public struct ID: Hashable {}
    public var id: ID { fatalError() }
    /// The container values the view was given with `containerValue(_:_:)` (documentation page `subview/containervalues`).
    public var containerValues: ContainerValues { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct SubviewsCollection: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Subview { fatalError() }
}

extension SubviewsCollection: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Content { fatalError() }
}

public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ForEach {
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
        where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View { fatalError() }
}

extension Group {
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == GroupElementsOfContent<Base, Result> { fatalError() }
}

extension View {
    /// Sets a container value for this view only (documentation page `view/containervalue(_:_:)`).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View { self }
}
