/// `repeat pattern` (SE-0393, SE-0398, SE-0408): the pattern stands for as many values as the packs it names
/// with `each` hold (all of one length, which Swift checks); each time, every `each x` in it is that element.
struct PackExpansion: Sendable {
    var pattern: Expr
    /// The operands of the pattern's `each` (not those of a nested `repeat`): the packs the expansion walks.
    var packs: [Expr]
    /// The sequence of a `for` loop: the values are made one per pass (a `break` leaves the rest unmade).
    var isIteration = false
    /// Set at run time on the arguments a call's expansion is made into: the pattern at that one element.
    var element: Int?
}
