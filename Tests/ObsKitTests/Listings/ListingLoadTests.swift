@testable import ObsKit
import Testing

/// Every listing of the series is understood as published: declarations load, members load inside a
/// type, modifiers load after a view. A name a listing uses but nobody declared is reported as missing
/// (as the compiler would), never as "not supported".
@Suite(.enabled(if: Listing.isAvailable, Listing.skipReason))
struct ListingLoadTests {
    static let listings = Listing.all()

    /// Listings that build on another one, and what each needs loaded first (our own declarations, or the
    /// listing that declares it).
    static let prerequisites: [String: [String]] = [
        "001-02-child-owns.swift": ["001-01-inline-observed.swift"],
        "001-03-parent-owns.swift": ["001-01-inline-observed.swift"],
        "002-03-stateobservable-use.swift": ["002-02-stateobservable-wrapper.swift"],
    ]

    /// Where a member listing goes: a type with the names the member uses.
    static let memberHosts: [String: (before: String, after: String)] = [
        "000-02-buggy-projection.swift": ("""
            final class ListingModel: ObservableObject { @Published var title = "" }
            final class ListingBox<ObjectType: ObservableObject>: ObservableObject {
                let object: ObjectType
                init(object: ObjectType) { self.object = object }
            }
            struct ListingHost<ObjectType: ObservableObject>: DynamicProperty {
                @StateObject private var box: ListingBox<ObjectType>
            """, "}"),
        "000-03-fix-members.swift": ("""
            import Combine
            final class ListingHost<ObjectType: ObservableObject>: ObservableObject {
                let object: ObjectType
                private var subscriptionObjectID: ObjectIdentifier?
                private var cancellable: AnyCancellable?
                init(object: ObjectType) { self.object = object }
                func refreshSubscription() {}
            """, "}"),
    ]

    /// What a modifier listing follows: a view whose state the modifier uses.
    static let modifierHost = (before: """
        final class ListingItem: ObservableObject, Identifiable { @Published var title = "" }
        struct ListingHost: View {
            @State private var itemToEdit: ListingItem?
            var body: some View {
                Text("Items")
        """, after: """
            }
        }
        """)

    static func script(for listing: Listing) throws -> String {
        let text = try Listing.text(listing.name)
        switch listing.kind {
        case .declarations:
            let before = try (Self.prerequisites[listing.name] ?? []).map(Listing.text).joined(separator: "\n")
            return before + "\n" + text
        case .member:
            guard let host = Self.memberHosts[listing.name] else { return "struct ListingHost {\n\(text)\n}" }
            return host.before + "\n" + text + "\n" + host.after
        case .modifier:
            return Self.modifierHost.before + "\n" + text + "\n" + Self.modifierHost.after
        }
    }

    @Test func everyListingIsPresent() {
        #expect(Self.listings.count >= 24)
        #expect(Self.listings.filter { $0.kind == .member }.count == 2)
        #expect(Self.listings.filter { $0.kind == .modifier }.count == 3)
    }

    @Test(arguments: listings)
    func listingLoads(_ listing: Listing) throws {
        let result = Playback.run(try Self.script(for: listing), fileName: listing.name, in: Session())
        guard let error = result.error else { return }
        let message = error.rendered()
        #expect(!message.contains("not supported"), "\(listing.name): \(message)")
        // Incomplete on purpose (README): the error must say what is missing.
        let saysWhatIsMissing = message.contains("cannot find") || message.contains("it needs")
            || message.contains("expected expression")
        #expect(saysWhatIsMissing, "\(listing.name) failed without naming what is missing: \(message)")
    }
}
