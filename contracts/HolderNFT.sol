// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// @title HolderNFT
/// @notice Holder NFTs on BNB Smart Chain. A minter (the backend) mints a token with an IPFS content path when a user
/// pays for it. A holder can stake tokens: staking keeps ownership with the holder but locks the token, so it can be
/// neither transferred nor approved until it is unstaked.
contract HolderNFT is ERC721Enumerable, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    /// @notice Most ids one stake or unstake call takes.
    uint256 public constant MAX_IDS = 50;

    uint256 private _nextId = 1;
    mapping(uint256 tokenId => string) private _uris;
    mapping(uint256 tokenId => uint256) private _stakedAt;
    mapping(address owner => uint256[]) private _staked;
    mapping(uint256 tokenId => uint256) private _stakedIndex;

    event Staked(address indexed owner, uint256 indexed tokenId);
    event Unstaked(address indexed owner, uint256 indexed tokenId);

    error EmptyURI();
    error EmptyIds();
    error TooManyIds(uint256 max);
    error NotTokenOwner(uint256 tokenId);
    error AlreadyStaked(uint256 tokenId);
    error NotStaked(uint256 tokenId);
    error TokenLocked(uint256 tokenId);

    constructor(address admin) ERC721("Holder NFT", "HOLDER") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    /// @notice Mints the next token to `to` with the content path `uri` (for example "ipfs/Qm...").
    function mint(address to, string calldata uri) external onlyRole(MINTER_ROLE) returns (uint256 tokenId) {
        if (bytes(uri).length == 0) revert EmptyURI();
        tokenId = _nextId++;
        _uris[tokenId] = uri;
        _mint(to, tokenId);
    }

    /// @notice The content path of a token; the app shows it through its IPFS gateway.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return _uris[tokenId];
    }

    /// @notice Locks the caller's tokens `ids`. They stay the caller's.
    function stake(uint256[] calldata ids) external {
        _checkIds(ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            uint256 id = ids[i];
            if (_requireOwned(id) != msg.sender) revert NotTokenOwner(id);
            if (_stakedAt[id] != 0) revert AlreadyStaked(id);
            _approve(address(0), id, address(0), false);
            _stakedAt[id] = block.timestamp;
            _stakedIndex[id] = _staked[msg.sender].length;
            _staked[msg.sender].push(id);
            emit Staked(msg.sender, id);
        }
    }

    /// @notice Unlocks the caller's staked tokens `ids`.
    function unstake(uint256[] calldata ids) external {
        _checkIds(ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            uint256 id = ids[i];
            if (_requireOwned(id) != msg.sender) revert NotTokenOwner(id);
            if (_stakedAt[id] == 0) revert NotStaked(id);
            uint256[] storage list = _staked[msg.sender];
            uint256 index = _stakedIndex[id];
            uint256 last = list[list.length - 1];
            list[index] = last;
            _stakedIndex[last] = index;
            list.pop();
            delete _stakedIndex[id];
            delete _stakedAt[id];
            emit Unstaked(msg.sender, id);
        }
    }

    /// @notice Whether token `tokenId` is staked.
    function isStaked(uint256 tokenId) external view returns (bool) {
        return _stakedAt[tokenId] != 0;
    }

    /// @notice When token `tokenId` was staked (block timestamp), 0 when it is not staked.
    function stakedAt(uint256 tokenId) external view returns (uint256) {
        return _stakedAt[tokenId];
    }

    /// @notice How many tokens `owner` has staked.
    function stakedBalanceOf(address owner) external view returns (uint256) {
        return _staked[owner].length;
    }

    /// @notice The ids `owner` has staked.
    function stakedOf(address owner) external view returns (uint256[] memory) {
        return _staked[owner];
    }

    function supportsInterface(
        bytes4 interfaceId
    ) public view override(ERC721Enumerable, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _checkIds(uint256 length) private pure {
        if (length == 0) revert EmptyIds();
        if (length > MAX_IDS) revert TooManyIds(MAX_IDS);
    }

    /// @dev A staked token cannot move.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        if (_stakedAt[tokenId] != 0) revert TokenLocked(tokenId);
        return super._update(to, tokenId, auth);
    }

    /// @dev A staked token cannot be approved to anyone (clearing the approval is allowed).
    function _approve(address to, uint256 tokenId, address auth, bool emitEvent) internal override {
        if (to != address(0) && _stakedAt[tokenId] != 0) revert TokenLocked(tokenId);
        super._approve(to, tokenId, auth, emitEvent);
    }
}
