import ButtonKit
import Testing

@Suite struct DynamicTypeTableTests {
    @Test func bodyAndFootnoteFollowApplesTable() {
        // Apple's published sizes, xs ... ax5, for two styles.
        let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let footnote: [Double] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        for (index, category) in ContentSizeCategory.allCases.enumerated() {
            #expect(DynamicTypeTable.pointSize("body", at: category) == body[index])
            #expect(DynamicTypeTable.pointSize("footnote", at: category) == footnote[index])
        }
    }
}
