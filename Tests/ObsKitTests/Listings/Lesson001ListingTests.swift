import Foundation
@testable import ObsKit
import Testing

/// The first lesson's listings (the team's listings folder, beside the checkout), pasted as published, mounted and
/// tapped: they print the init/deinit sequences of rules §4–5.
@Suite(.enabled(if: Listing.isAvailable, Listing.skipReason))
struct Lesson001ListingTests {
    static func run(_ listings: [String], commands: String) throws -> String {
        let script = try listings.map(Listing.text).joined(separator: "\n") + "\n" + commands
        return play(script)
    }

    /// Mistake A: the inline `@ObservedObject` model is re-made on every parent render, new before old.
    @Test func inlineObservedObject() throws {
        let output = try Self.run(["001-01-inline-observed.swift"], commands: """
            :mount ParentBadView()
            :tap "Inc"
            :tap "Toggle parent state"
            :tap "Toggle parent state"
            :unmount
            """)
        #expect(output == "CounterVM init\nCounterVM init\nCounterVM deinit\nCounterVM init\nCounterVM deinit\nCounterVM deinit\n")
    }

    /// First fix: the child owns its model with `@StateObject`: one model for the node's life.
    @Test func childOwnsWithStateObject() throws {
        let output = try Self.run(["001-01-inline-observed.swift", "001-02-child-owns.swift"], commands: """
            :mount ParentGoodAView()
            :tap "Inc"
            :tap "Toggle parent state"
            :tap "Toggle parent state"
            print("still one model")
            :unmount
            """)
        #expect(output == "CounterVM init\nstill one model\nCounterVM deinit\n")
    }

    /// Second fix: the parent owns the model and the child observes it.
    @Test func parentOwnsChildObserves() throws {
        let output = try Self.run(["001-01-inline-observed.swift", "001-03-parent-owns.swift"], commands: """
            :mount ParentGoodBView()
            :tap "Inc"
            :tap "Toggle parent state"
            print("still one model")
            :unmount
            """)
        #expect(output == "CounterVM init\nstill one model\nCounterVM deinit\n")
    }
}
