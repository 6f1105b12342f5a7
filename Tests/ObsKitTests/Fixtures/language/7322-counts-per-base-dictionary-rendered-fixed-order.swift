// Exercism style (Nucleotide Count): counts per base in a dictionary, rendered in a fixed order, with a failable init
struct DNA {
    static let bases: [Character] = ["A", "C", "G", "T"]
    let strand: String

    init?(strand: String) {
        guard strand.allSatisfy({ DNA.bases.contains($0) }) else { return nil }
        self.strand = strand
    }

    func counts() -> [Character: Int] {
        var result = Dictionary(uniqueKeysWithValues: DNA.bases.map { ($0, 0) })
        for base in strand {
            result[base, default: 0] += 1
        }
        return result
    }

    func count(_ base: Character) -> Int {
        counts()[base] ?? 0
    }
}

let inputs = [
    "",
    "G",
    "GGGGGGG",
    "AGCTTTTCATTCTGACTGCAACGGGCAATATGTCTCTGTGTGGATTAAAAAAAGAGTGTCTGATAGCAGC",
    "AGXXACT",
    "acgt",
]
for input in inputs {
    guard let dna = DNA(strand: input) else {
        print("invalid strand \(input)")
        continue
    }
    let counts = dna.counts()
    let line = DNA.bases.map { "\($0): \(counts[$0]!)" }.joined(separator: ", ")
    print("[\(line)]")
}
if let dna = DNA(strand: "GATTACA") {
    print("A in GATTACA:", dna.count("A"), "T:", dna.count("T"))
}

// expect: [A: 0, C: 0, G: 0, T: 0]
// expect: [A: 0, C: 0, G: 1, T: 0]
// expect: [A: 0, C: 0, G: 7, T: 0]
// expect: [A: 20, C: 12, G: 17, T: 21]
// expect: invalid strand AGXXACT
// expect: invalid strand acgt
// expect: A in GATTACA: 3 T: 2
